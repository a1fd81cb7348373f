'use client';

import { useEffect, useState } from 'react';
import { ResetPassword } from '@auth-widget/sdk/react';
import { takeResetToken } from '../../lib/resetToken';
import { settings } from '../../lib/settings';

const callbacks = { onSuccess: () => window.location.assign('/account') };

/**
 * The reset form for the token of the reset email's link. The token is taken in the browser (sessionStorage and the
 * address bar do not exist on the server), so the form renders after hydration, once the token is known.
 */
export function ResetWidget() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(takeResetToken()), []);
  if (token === null) return null;
  if (!token) return <p>Open the link in your password reset email to set a new password.</p>;
  return <ResetPassword passwordResetToken={token} config={settings.config} styles={settings.styles} locale={settings.locale} callbacks={callbacks} />;
}
