import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { TEST_TOKEN_MARKER } from '@auth-widget/sdk/protocol';

/**
 * The project of the provider emulator that a test public token talks to (`npm run dev`). Its session JWTs carry
 * `iss: auth-widget:<project id>` and `aud: <project id>`, signed ES256.
 */
const EMULATOR_PROJECT_ID = 'project-test-5f0c7a1e-2b9d-4e63-8a14-c3d2e1f0a9b8';

/** What a session JWT must say about who signed it, for whom, and how. */
export interface SessionJwtRules {
  issuer: string;
  audience: string;
  algorithm: string;
}

/**
 * The rules for this site's session JWTs. A signature alone is not enough: without an issuer and audience check, a
 * JWT the provider signed for another project would pass, and without a pinned algorithm the token would pick how
 * it is checked. The provider's issuer and audience name your project: the emulator's are above; for a live project
 * set AUTH_WIDGET_JWT_ISSUER (the provider's issuer for your project, often its domain and the project id, such as
 * `<provider-domain>/<project id>`) and AUTH_WIDGET_JWT_AUDIENCE (the project id), and AUTH_WIDGET_JWT_ALGORITHM when
 * the provider does not sign with ES256. Null for a live token without them: there is nothing safe to check against.
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

/** The JWT's claims when its signature, algorithm, issuer, audience, subject and expiry all check out; else null. */
export async function verifySessionJwt(jwt: string, keys: JWTVerifyGetKey, rules: SessionJwtRules): Promise<JWTPayload | null> {
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
