import { defaultAccount } from '../oauth/providers.ts';
import { providerSubject } from '../oauth/signIn.ts';
import { ApiError } from '../errors.ts';
import { sendJson, type Router } from '../router.ts';
import { parseBody } from '../validate.ts';
import { requireValidEmail } from '../verify/email.ts';
import { googleJwks, signGoogleIdToken } from './googleIdToken.ts';
import { gsiClientScript } from './gsiClient.ts';
import { GOOGLE_CREDENTIAL_PATH, GOOGLE_CERTS_PATH, GSI_CLIENT_PATH } from './protocol.ts';

/**
 * The emulator playing Google for One Tap (see protocol.ts): the GSI script, the ID tokens its prompt hands out,
 * and Google's certificates. The provider side of One Tap is the helper frame in `clientsideServices/`.
 */
export function registerOneTapRoutes(router: Router): void {
  router.raw('GET', GSI_CLIENT_PATH, (ctx) => {
    const fallback = defaultAccount('google');
    const email = ctx.query.get('email') || fallback.email;
    const name = ctx.query.get('name') ?? (ctx.query.get('email') ? '' : fallback.name);
    ctx.res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
      // Any page may load it, as any page may load Google's.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    ctx.res.end(gsiClientScript({ emulatorOrigin: ctx.runtime.url, account: { email, name } }));
  });

  // Google hands a credential to whichever page shows its prompt, for the client ID the page initialised with;
  // the provider's check of the token's audience is what ties it to a project.
  router.raw('POST', GOOGLE_CREDENTIAL_PATH, async (ctx) => {
    ctx.res.setHeader('Access-Control-Allow-Origin', '*');
    ctx.res.removeHeader('Access-Control-Allow-Credentials');
    let body: { client_id: string; email: string; name?: string | undefined };
    try {
      body = parseBody(ctx.body, { client_id: 'string', email: 'string', name: 'string?' });
      requireValidEmail(body.email);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'The body must be { client_id, email, name? }.';
      sendJson(ctx.res, 400, { error: 'invalid_request', error_description: message });
      return;
    }
    const account = { email: body.email, name: body.name ?? '', sub: providerSubject('google', { email: body.email }) };
    const credential = await signGoogleIdToken(ctx.runtime, { clientId: body.client_id, account, nowMs: ctx.store.clock.now() });
    sendJson(ctx.res, 200, { credential });
  });

  router.raw('GET', GOOGLE_CERTS_PATH, async (ctx) => {
    ctx.res.setHeader('Access-Control-Allow-Origin', '*');
    sendJson(ctx.res, 200, await googleJwks(ctx.runtime));
  });
}
