import { cookies } from 'next/headers';
import { createRemoteJWKSet, type JWTPayload } from 'jose';
import { DEFAULT_COOKIE_NAMES, DEFAULT_LIVE_API_URL, DEFAULT_TEST_API_URL } from '@auth-widget/sdk';
import { sessionJwtRules, verifySessionJwt } from './sessionJwt';
import { settings } from './settings';

const apiUrl = settings.publicToken.includes('public-token-test')
  ? (settings.endpoints?.testApiUrl ?? DEFAULT_TEST_API_URL)
  : (settings.endpoints?.liveApiUrl ?? DEFAULT_LIVE_API_URL);
/** The provider's signing keys, fetched once and cached by jose. */
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', apiUrl));
/** Issuer, audience and algorithm the session JWT must carry (see `sessionJwt.ts` for a live project). */
const rules = sessionJwtRules(settings.publicToken, process.env);

/**
 * Reads the session JWT cookie on the server and verifies it with the provider's JWKS: signature with the pinned
 * algorithm, issuer, audience and expiry. Null when there is no cookie, or when it does not verify (expired JWTs
 * are refreshed by the browser client).
 */
export async function readSession(): Promise<JWTPayload | null> {
  if (!rules) {
    // Refusing every session silently would look like a sign-in bug; say what is missing instead.
    throw new Error('A live public token needs AUTH_WIDGET_JWT_ISSUER and AUTH_WIDGET_JWT_AUDIENCE to verify session JWTs (see README).');
  }
  const name = settings.cookieOptions?.jwtCookieName ?? DEFAULT_COOKIE_NAMES.jwt;
  const jwt = (await cookies()).get(name)?.value;
  if (!jwt) return null;
  return verifySessionJwt(jwt, jwks, rules);
}
