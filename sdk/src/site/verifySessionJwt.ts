import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AuthError } from '../client/core/AuthError.ts';
import { apiUrlFor } from '../client/core/apiUrlFor.ts';
import type { Endpoints } from '../client/core/types.ts';
import { sessionJwtRules, type SessionJwtRules } from './sessionJwtRules.ts';

/** A verified session JWT's claims (`sub`, the user; `exp`, its end; the provider's session claims). */
export type SessionClaims = JWTPayload;

/** The JWT's claims when its signature, algorithm, issuer, audience, subject and expiry all check out; else null. */
export async function verifySessionJwt(jwt: string, keys: JWTVerifyGetKey, rules: SessionJwtRules): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(jwt, keys, {
      algorithms: [rules.algorithm],
      issuer: rules.issuer,
      audience: rules.audience,
      requiredClaims: ['sub', 'exp'],
    });
    return payload;
  } catch {
    return null;
  }
}

/** What a server needs to check a site's session JWTs: its public token and endpoints, and its environment. */
export interface SessionVerifierOptions {
  publicToken: string;
  endpoints?: Pick<Endpoints, 'testApiUrl' | 'liveApiUrl'>;
  /** Where AUTH_WIDGET_JWT_ISSUER, AUTH_WIDGET_JWT_AUDIENCE and AUTH_WIDGET_JWT_ALGORITHM are read (`process.env`). */
  env: Record<string, string | undefined>;
}

/**
 * A function that verifies a session JWT cookie's value on a server against the provider's JWKS (fetched once from
 * the API the token talks to, and cached): the claims, or null when there is no JWT or it does not verify (an expired
 * JWT is refreshed by the browser's client). Made once per server, not per request. A live token without an issuer
 * and audience is a usage error at once: refusing every session silently would look like a sign-in bug.
 */
export function createSessionVerifier(options: SessionVerifierOptions): (jwt: string | undefined) => Promise<SessionClaims | null> {
  const rules = sessionJwtRules(options.publicToken, options.env);
  if (!rules) {
    throw new AuthError('usage_error', 'A live public token needs AUTH_WIDGET_JWT_ISSUER and AUTH_WIDGET_JWT_AUDIENCE to verify session JWTs.');
  }
  const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', apiUrlFor(options.publicToken, options.endpoints)));
  return async (jwt) => (jwt ? verifySessionJwt(jwt, keys, rules) : null);
}
