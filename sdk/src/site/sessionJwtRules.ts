import { TEST_TOKEN_MARKER } from '../protocol/constants.ts';
import { EMULATOR_PROJECT_ID } from '../protocol/callWire.ts';

/** What a session JWT must say about who signed it, for whom, and how. */
export interface SessionJwtRules {
  issuer: string;
  audience: string;
  algorithm: string;
}

/**
 * The rules a server checks a site's session JWTs by. A signature alone is not enough: without an issuer and audience
 * check, a JWT the provider signed for another project would pass, and without a pinned algorithm the token would pick
 * how it is checked. A test token's rules are the emulator project's; a live project names its issuer (often the
 * provider's domain and the project id) and audience (the project id) in AUTH_WIDGET_JWT_ISSUER and
 * AUTH_WIDGET_JWT_AUDIENCE, and AUTH_WIDGET_JWT_ALGORITHM when the provider does not sign with ES256. Null for a live
 * token without them: there is nothing safe to check against.
 */
export function sessionJwtRules(publicToken: string, env: Record<string, string | undefined>): SessionJwtRules | null {
  const algorithm = env.AUTH_WIDGET_JWT_ALGORITHM || 'ES256';
  if (publicToken.includes(TEST_TOKEN_MARKER)) {
    return {
      issuer: env.AUTH_WIDGET_JWT_ISSUER || `auth-widget:${EMULATOR_PROJECT_ID}`,
      audience: env.AUTH_WIDGET_JWT_AUDIENCE || EMULATOR_PROJECT_ID,
      algorithm,
    };
  }
  const issuer = env.AUTH_WIDGET_JWT_ISSUER;
  const audience = env.AUTH_WIDGET_JWT_AUDIENCE;
  return issuer && audience ? { issuer, audience, algorithm } : null;
}
