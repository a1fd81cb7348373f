import { DEFAULT_LIVE_API_URL, DEFAULT_TEST_API_URL, TEST_TOKEN_MARKER } from '@auth-widget/sdk/protocol';
import { endpointUrl } from './botProtectionLoads.ts';
import type { SiteConfig } from './types.ts';
import { isRecord } from '../utils/isRecord.ts';
import { withoutTrailingSlashes } from '../utils/withoutTrailingSlashes.ts';

/**
 * The API URL the widget calls, by the client's rule (`createAuthClient`): `endpoints.testApiUrl` or the emulator for a
 * test token, `endpoints.liveApiUrl` or the provider's live API for any other; without trailing slashes. A message
 * instead when the endpoint is not an http(s) URL. Unlike doctor's own API URL (`--api`), this is what the page asks.
 */
export function widgetApiUrl(site: SiteConfig): { url: string; test: boolean } | string {
  const endpoints: Record<string, unknown> = isRecord(site.endpoints as unknown) ? (site.endpoints as unknown as Record<string, unknown>) : {};
  const test = typeof site.publicToken === 'string' && site.publicToken.includes(TEST_TOKEN_MARKER);
  const field = test ? 'testApiUrl' : 'liveApiUrl';
  if (endpoints[field] === undefined) return { url: test ? DEFAULT_TEST_API_URL : DEFAULT_LIVE_API_URL, test };
  const url = endpointUrl(field, endpoints[field]);
  return typeof url === 'string' ? url : { url: withoutTrailingSlashes(url.href), test };
}
