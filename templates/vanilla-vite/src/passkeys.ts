import { mountPasskeyRegistration } from '@auth-widget/sdk/ui';
import { client, settings } from './client.ts';

mountPasskeyRegistration({
  elementId: '#passkeys',
  client,
  config: { ...settings.config, products: [...new Set([...settings.config.products, 'passkeys' as const])] },
  styles: settings.styles,
  locale: settings.locale,
  callbacks: { onEvent: (event: { type: string }) => event.type === 'passkey_done' && window.location.assign('/account') },
});
