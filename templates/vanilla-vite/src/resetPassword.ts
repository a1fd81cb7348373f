import { takeResetToken } from '@auth-widget/sdk/site';
import { mountResetPassword } from '@auth-widget/sdk/ui';
import { client, nonce, settings } from './client.ts';

// The token the authenticate page handed over (or a `?token=` link's), taken out of where it was as it is read.
const token = takeResetToken();
if (token) {
  mountResetPassword({
    elementId: '#reset',
    client,
    passwordResetToken: token,
    config: settings.config,
    styles: settings.styles,
    locale: settings.locale,
    nonce,
    callbacks: { onSuccess: () => window.location.assign('/account') },
  });
} else {
  document.getElementById('reset')!.textContent = 'Open the link in your password reset email to set a new password.';
}
