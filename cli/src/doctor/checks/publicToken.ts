import { PUBLIC_TOKEN_PREFIX, TEST_TOKEN_MARKER } from '@auth-widget/sdk';
import { fail, pass, warn, type Check } from '../types.ts';

/** The token's format (spec section 5), test or live, and a live token's API URL. */
export const publicToken: Check = {
  id: 'public-token',
  title: 'Public token',
  run({ site }) {
    const token = site.publicToken;
    if (typeof token !== 'string' || token === '') {
      return fail('publicToken is missing.', 'Copy the public token of your project into auth-widget.config.json.');
    }
    if (/^secret-|^sk[-_]/i.test(token)) {
      return fail('publicToken looks like a secret key: never ship a secret to the browser.', 'Use the project\'s public token (it starts with public-token-) and rotate the secret.');
    }
    if (!token.startsWith(PUBLIC_TOKEN_PREFIX)) {
      return warn(`publicToken does not start with "${PUBLIC_TOKEN_PREFIX}".`, 'Check that you copied the public token.');
    }
    if (token.includes(TEST_TOKEN_MARKER)) {
      return pass(`Test token: calls go to ${site.endpoints?.testApiUrl ?? 'the local emulator'}.`);
    }
    if (!site.endpoints?.liveApiUrl) {
      return fail('A live token needs the provider\'s live API URL, and endpoints.liveApiUrl is not set.', 'Set endpoints.liveApiUrl to your provider\'s API origin.');
    }
    return pass(`Live token: calls go to ${site.endpoints.liveApiUrl}.`);
  },
};
