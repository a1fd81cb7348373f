import { ResetPassword, useResetToken } from '@auth-widget/sdk/react';
import { nonce, settings } from '../settings.ts';

const callbacks = { onSuccess: () => window.location.assign('/account') };

/** Sets a new password with the token of the reset email's link (handed over by the authenticate page). */
export function ResetPasswordPage() {
  const token = useResetToken();
  return (
    <>
      <h1>Reset your password</h1>
      {token ? (
        <ResetPassword passwordResetToken={token} config={settings.config} styles={settings.styles} locale={settings.locale} nonce={nonce} callbacks={callbacks} />
      ) : token === '' ? (
        <p>Open the link in your password reset email to set a new password.</p>
      ) : null}
    </>
  );
}
