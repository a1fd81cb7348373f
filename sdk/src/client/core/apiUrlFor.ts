import { DEFAULT_LIVE_API_URL, DEFAULT_TEST_API_URL, TEST_TOKEN_MARKER } from '../../protocol/constants.ts';
import type { Endpoints } from './types.ts';

/**
 * The API a public token talks to, without trailing slashes: a test token to the test URL (the emulator by default),
 * every other token to the provider's live API (as the reference SDK picks), each overridable in `endpoints`. The
 * client calls it, and so do a site's security headers and `auth-widget doctor`, so a policy allows what the client
 * asks. Imports nothing else: the client's first load carries these few lines only.
 */
export function apiUrlFor(publicToken: string, endpoints: Pick<Endpoints, 'testApiUrl' | 'liveApiUrl'> = {}): string {
  const url = publicToken.includes(TEST_TOKEN_MARKER) ? (endpoints.testApiUrl ?? DEFAULT_TEST_API_URL) : (endpoints.liveApiUrl ?? DEFAULT_LIVE_API_URL);
  return url.replace(/\/+$/, '');
}
