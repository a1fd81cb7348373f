import { mountResetPassword } from '@auth-widget/sdk/ui';
import { client, settings } from './client.ts';
import { takeResetToken } from './resetToken.ts';

const token = takeResetToken();
if (token) {
  mountResetPassword({
    elementId: '#reset',
    client,
    passwordResetToken: token,
    config: settings.config,
    styles: settings.styles,
    locale: settings.locale,
    callbacks: { onSuccess: () => window.location.assign('/account') },
  });
} else {
  document.getElementById('reset')!.textContent = 'Open the link in your password reset email to set a new password.';
}
