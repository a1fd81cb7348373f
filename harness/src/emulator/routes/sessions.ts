import { parseBody } from '../validate.ts';
import type { RawHandler, Router } from '../router.ts';
import { sendJson } from '../router.ts';
import { mintJwt, publicSession, requireSession, sessionMinutes } from '../sessions.ts';
import { inMinutes, publicUser } from '../store.ts';

/** Sessions: authenticate (extend), revoke, and the JWKS that verifies session JWTs. */
export function registerSessionRoutes(router: Router): void {
  router.sdk(
    'POST',
    '/sessions/authenticate',
    async (ctx) => {
      const body = parseBody(ctx.body, { session_duration_minutes: 'number?' });
      const { session, user } = requireSession(ctx);
      if (body.session_duration_minutes !== undefined) {
        session.expires_at = inMinutes(ctx.store.clock, sessionMinutes(body.session_duration_minutes));
      }
      return {
        user_id: user.user_id,
        user: publicUser(user),
        session: publicSession(session, user),
        session_token: session.session_token,
        session_jwt: await mintJwt(ctx.store, ctx.runtime, session),
      };
    },
    { session: 'required' },
  );

  router.sdk(
    'POST',
    '/sessions/revoke',
    (ctx) => {
      const { session } = requireSession(ctx);
      session.revoked = true;
      return {};
    },
    { session: 'required' },
  );

  const jwks: RawHandler = (ctx) => {
    sendJson(ctx.res, 200, { keys: [ctx.runtime.key.publicJwk] });
  };
  router.raw('GET', '/.well-known/jwks.json', jwks);
  router.raw('GET', '/sdk/v1/sessions/jwks/:project_id', jwks);
}
