import { ResetPassword } from '@auth-widget/sdk/react';
import { settings } from '../settings.ts';

const token = new URLSearchParams(window.location.search).get('token') ?? '';
const callbacks = { onSuccess: () => window.location.assign('/account') };

export function ResetPasswordPage() {
  return (
    <>
      <h1>Reset your password</h1>
      <ResetPassword passwordResetToken={token} config={settings.config} styles={settings.styles} callbacks={callbacks} />
    </>
  );
}
