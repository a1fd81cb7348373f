import type { AstroCookies } from 'astro';
import { DEFAULT_COOKIE_NAMES } from '@auth-widget/sdk';
import { createSessionVerifier, type SessionClaims } from '@auth-widget/sdk/site';
import { settings } from './settings.ts';

// Checks the session JWT against the provider's keys, issuer, audience and a pinned algorithm; a live project sets
// AUTH_WIDGET_JWT_ISSUER and AUTH_WIDGET_JWT_AUDIENCE (see README).
const verify = createSessionVerifier({ publicToken: settings.publicToken, endpoints: settings.endpoints, env: process.env });

/** The verified claims of this request's session JWT cookie, or null (an expired JWT is refreshed by the browser). */
export function readSession(cookies: AstroCookies): Promise<SessionClaims | null> {
  return verify(cookies.get(settings.cookieOptions?.jwtCookieName ?? DEFAULT_COOKIE_NAMES.jwt)?.value);
}
