import { PasskeyRegistration } from '@auth-widget/sdk/react';
import { nonce, settings } from '../settings.ts';

const config = { ...settings.config, products: [...new Set([...settings.config.products, 'passkeys' as const])] };
const callbacks = { onEvent: (event: { type: string }) => event.type === 'passkey_done' && window.location.assign('/account') };

export function PasskeysPage() {
  return (
    <>
      <h1>Passkeys</h1>
      <PasskeyRegistration config={config} styles={settings.styles} locale={settings.locale} nonce={nonce} callbacks={callbacks} />
    </>
  );
}
