import { useState } from 'react';
import { ResetPassword } from '@auth-widget/sdk/react';
import { takeResetToken } from '../resetToken.ts';
import { settings } from '../settings.ts';

const callbacks = { onSuccess: () => window.location.assign('/account') };

/** Sets a new password with the token of the reset email's link (forwarded by the authenticate page). */
export function ResetPasswordPage() {
  // Taken when the page renders, not when the module loads (App imports every page).
  const [token] = useState(takeResetToken);
  return (
    <>
      <h1>Reset your password</h1>
      {token ? (
        <ResetPassword passwordResetToken={token} config={settings.config} styles={settings.styles} locale={settings.locale} callbacks={callbacks} />
      ) : (
        <p>Open the link in your password reset email to set a new password.</p>
      )}
    </>
  );
}
