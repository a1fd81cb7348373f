import { cookies } from 'next/headers';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { DEFAULT_COOKIE_NAMES, DEFAULT_TEST_API_URL } from '@auth-widget/sdk';
import { settings } from './settings';

const apiUrl = settings.publicToken.includes('public-token-test')
  ? (settings.endpoints?.testApiUrl ?? DEFAULT_TEST_API_URL)
  : (settings.endpoints?.liveApiUrl ?? '');
/** The provider's signing keys, fetched once and cached by jose. */
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', apiUrl || 'http://invalid'));

/**
 * Reads the session JWT cookie on the server and verifies its signature and expiry with the provider's JWKS.
 * Null when there is no cookie, or when it does not verify (expired JWTs are refreshed by the browser client).
 */
export async function readSession(): Promise<JWTPayload | null> {
  const name = settings.cookieOptions?.jwtCookieName ?? DEFAULT_COOKIE_NAMES.jwt;
  const jwt = (await cookies()).get(name)?.value;
  if (!jwt || !apiUrl) return null;
  try {
    const { payload } = await jwtVerify(jwt, jwks);
    return payload;
  } catch {
    return null;
  }
}
