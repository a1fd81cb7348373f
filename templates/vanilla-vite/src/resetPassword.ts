import { mountResetPassword } from '@auth-widget/sdk/ui';
import { client, settings } from './client.ts';

const token = new URLSearchParams(window.location.search).get('token') ?? '';
mountResetPassword({
  elementId: '#reset',
  client,
  passwordResetToken: token,
  config: settings.config,
  styles: settings.styles,
  callbacks: { onSuccess: () => window.location.assign('/account') },
});
