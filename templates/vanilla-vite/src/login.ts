import { mountLogin } from '@auth-widget/sdk/ui';
import { client, nonce, settings } from './client.ts';

if (client.session.getSync()) window.location.replace('/account');

mountLogin({
  elementId: '#login',
  client,
  config: settings.config,
  styles: settings.styles,
  locale: settings.locale,
  nonce,
  callbacks: {
    onSuccess: () => window.location.assign('/account'),
    onError: (error: unknown) => console.error('sign-in failed:', (error as Error).message),
  },
});
