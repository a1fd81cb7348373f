import type { AuthClient } from '../../../client/createAuthClient.ts';
import type { WidgetConfig } from '../../config.ts';

/**
 * The client namespaces Main's submits and buttons call with this config, for Main to load beside the screen groups
 * it can lead to (`nextGroups`): the first call after a submit then waits on no chunk of the client either.
 */
export function nextCalls(config: WidgetConfig, client: AuthClient): object[] {
  const products = new Set(config.products);
  const calls: object[] = [];
  if (products.has('otp')) calls.push(client.otps);
  if (products.has('emailMagicLinks')) calls.push(client.magicLinks);
  if (products.has('passwords')) calls.push(client.passwords);
  if (products.has('crypto')) calls.push(client.cryptoWallets);
  if (products.has('passkeys')) calls.push(client.webauthn);
  if (products.has('oauth')) calls.push(client.oauth);
  return calls;
}
