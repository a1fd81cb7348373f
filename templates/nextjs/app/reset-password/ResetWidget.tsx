'use client';

import { ResetPassword, useResetToken } from '@auth-widget/sdk/react';
import { settings } from '../../lib/settings';

const callbacks = { onSuccess: () => window.location.assign('/account') };

/** The reset form, once the browser has taken the token the authenticate page handed over (null until then). */
export function ResetWidget() {
  const token = useResetToken();
  if (token === null) return null;
  if (!token) return <p>Open the link in your password reset email to set a new password.</p>;
  return <ResetPassword passwordResetToken={token} config={settings.config} styles={settings.styles} locale={settings.locale} callbacks={callbacks} />;
}
