'use client';

import { PasskeyRegistration } from '@auth-widget/sdk/react';
import { settings } from '../../lib/settings';

const config = { ...settings.config, products: [...new Set([...settings.config.products, 'passkeys' as const])] };
const callbacks = { onEvent: (event: { type: string }) => event.type === 'passkey_done' && window.location.assign('/account') };

export function PasskeysWidget() {
  return <PasskeyRegistration config={config} styles={settings.styles} locale={settings.locale} callbacks={callbacks} />;
}
