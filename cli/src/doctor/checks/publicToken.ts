import { DEFAULT_LIVE_API_URL, PUBLIC_TOKEN_PREFIX, TEST_TOKEN_MARKER } from '@auth-widget/sdk/protocol';
import { isSecretKey } from '../isSecretKey.ts';
import { fail, pass, warn, type Check } from '../types.ts';

/**
 * Loopback hosts where a live API URL may be plain http (a local proxy in front of the provider). Narrower than
 * the redirect checks' `isLocalHost`: a `*.localhost` name or another 127/8 address only reaches loopback where
 * the resolver says so, and these URLs carry live credentials.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a live API URL is unfit, or null. Live calls carry session tokens and passwords, so they go over https. */
function liveUrlProblem(value: unknown): string | null {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return LOOPBACK.has(url.hostname) ? null : 'is not https: anyone on the network could read or change what a live token sends and loads over it';
  return 'is not an https URL';
}

/**
 * The token's format, test or live, and the URLs a live token uses (https but on loopback). A live
 * token with no `endpoints.liveApiUrl` talks to the provider's live API, as the client does.
 */
export const publicToken: Check = {
  id: 'public-token',
  title: 'Public token',
  run({ site }) {
    const token = site.publicToken;
    if (typeof token !== 'string' || token === '') {
      return fail('publicToken is missing.', 'Copy the public token of your project into auth-widget.config.json.');
    }
    if (isSecretKey(token)) {
      return fail('publicToken looks like a secret key: never ship a secret to the browser.', 'Use the project\'s public token (it starts with public-token-) and rotate the secret.');
    }
    if (!token.startsWith(PUBLIC_TOKEN_PREFIX)) {
      return warn(`publicToken does not start with "${PUBLIC_TOKEN_PREFIX}".`, 'Check that you copied the public token.');
    }
    if (token.includes(TEST_TOKEN_MARKER)) {
      return pass(`Test token: calls go to ${site.endpoints?.testApiUrl ?? 'the local emulator'}.`);
    }
    // Every endpoint but testApiUrl (which only test tokens use) serves a live token: the API origin, and any other
    // URL the client loads for it (such as a helper frame or script), so each one is held to https.
    const insecure = Object.entries((site.endpoints ?? {}) as Record<string, unknown>)
      .filter(([key, value]) => key !== 'testApiUrl' && value !== undefined)
      .flatMap(([key, value]) => {
        const problem = liveUrlProblem(value);
        return problem ? [`endpoints.${key} "${String(value)}" ${problem}.`] : [];
      });
    if (insecure.length > 0) return fail(insecure.join(' '), 'Use the provider\'s https URLs, such as https://api.example.com.');
    return pass(`Live token: calls go to ${site.endpoints?.liveApiUrl ?? `the provider's live API, ${DEFAULT_LIVE_API_URL}`}.`);
  },
};
