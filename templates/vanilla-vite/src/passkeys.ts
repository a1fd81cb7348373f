import { mountPasskeyRegistration } from '@auth-widget/sdk/ui';
import { client, nonce, settings } from './client.ts';

mountPasskeyRegistration({
  elementId: '#passkeys',
  client,
  config: { ...settings.config, products: [...new Set([...settings.config.products, 'passkeys' as const])] },
  styles: settings.styles,
  locale: settings.locale,
  nonce,
  callbacks: { onEvent: (event: { type: string }) => event.type === 'passkey_done' && window.location.assign('/account') },
});
