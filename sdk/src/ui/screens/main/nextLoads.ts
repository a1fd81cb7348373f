import type { AuthClient } from '../../../client/createAuthClient.ts';
import type { Product } from '../../../client/core/constants.ts';
import { preloadApi, preloadPhoneMetadata } from '../../kernel.ts';
import type { WidgetConfig } from '../../config.ts';
import type { NextLoads, ScreenGroup } from '../screenGroups.ts';

/** Per product: the screen group its submit leads to, and the client namespace it calls. */
const NEXT: Record<Product, { group?: ScreenGroup; calls?: (client: AuthClient) => object }> = {
  otp: { group: 'otp', calls: (client) => client.otps },
  emailMagicLinks: { group: 'email', calls: (client) => client.magicLinks },
  passwords: { group: 'passwords', calls: (client) => client.passwords },
  crypto: { group: 'crypto', calls: (client) => client.cryptoWallets },
  passkeys: { group: 'passkeys', calls: (client) => client.webauthn },
  oauth: { calls: (client) => client.oauth },
};

/**
 * What Main loads once it has painted and the browser is idle, with this config: the screen groups it can lead to
 * and the client code its submits call (the email form's own submit code too), so the next screen shows at once and a
 * submit waits on no chunk; and, with a phone field, the other countries' phone metadata. (One Tap's prompt loads
 * with Main itself.)
 */
export function nextLoads(config: WidgetConfig, client: AuthClient): NextLoads {
  const groups: ScreenGroup[] = [];
  const preloads: (() => void)[] = [];
  for (const product of new Set(config.products)) {
    const { group, calls } = NEXT[product] ?? {};
    if (group) groups.push(group);
    if (calls) preloads.push(() => preloadApi(calls(client)));
  }
  const methods = config.products.includes('otp') ? (config.otpOptions?.methods ?? []) : [];
  if (methods.some((method) => method === 'sms' || method === 'whatsapp')) preloads.push(preloadPhoneMetadata);
  const { products } = config;
  if (products.includes('emailMagicLinks') || products.includes('passwords') || methods.includes('email')) {
    // The same module the form imports on submit (`EmailForm.tsx`): that import then finds it loaded.
    preloads.push(() => void import('./submitEmail.ts').catch(() => {}));
  }
  return { groups, preloads };
}
