'use client';

import { ResetPassword } from '@auth-widget/sdk/react';
import { settings } from '../../lib/settings';

const callbacks = { onSuccess: () => window.location.assign('/account') };

export function ResetWidget({ token }: { token: string }) {
  return <ResetPassword passwordResetToken={token} config={settings.config} styles={settings.styles} callbacks={callbacks} />;
}
