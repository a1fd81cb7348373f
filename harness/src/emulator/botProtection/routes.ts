import type { ServerResponse } from 'node:http';
import { ApiError } from '../errors.ts';
import { sendJson, type Router } from '../router.ts';
import { parseBody } from '../validate.ts';
import { mintCaptchaToken } from './captchaTokens.ts';
import { dfpScript } from './dfpScript.ts';
import { DFP_SCRIPT_PATH, DFP_SUBMIT_PATH, RECAPTCHA_EXECUTE_PATH, RECAPTCHA_SCRIPT_PATH } from './protocol.ts';
import { recaptchaScript } from './recaptchaScript.ts';
import { issueTelemetryId } from './telemetryIds.ts';

/** Longest site key or action the stand-in mints for; Google's keys are 40 characters, actions short words. */
const MAX_FIELD = 200;

function sendScript(res: ServerResponse, script: string): void {
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
    // Any page may load it, as any page may load Google's or the provider's.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(script);
}

/**
 * Readable by any page, without credentials: the scripts call these from whatever origin the host page has, as they
 * call Google and the DFP service. Replaces the per-origin CORS answer the server set.
 */
function anyOrigin(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.removeHeader('Access-Control-Allow-Credentials');
}

/**
 * The emulator playing Google's reCAPTCHA Enterprise and the DFP service (see protocol.ts): the two scripts, the
 * tokens `execute` mints and the telemetry ids `GetTelemetryID` gets. The provider's check is in check.ts.
 */
export function registerBotProtectionRoutes(router: Router): void {
  router.raw('GET', RECAPTCHA_SCRIPT_PATH, (ctx) => {
    sendScript(ctx.res, recaptchaScript({ emulatorOrigin: ctx.runtime.url, siteKey: ctx.query.get('render') || null }));
  });

  router.raw('POST', RECAPTCHA_EXECUTE_PATH, (ctx) => {
    anyOrigin(ctx.res);
    const body = parseBody(ctx.body, { site_key: 'string', action: 'string?' });
    if (body.site_key === '' || body.site_key.length > MAX_FIELD) {
      throw new ApiError(400, 'invalid_site_key', `site_key must be 1 to ${MAX_FIELD} characters.`);
    }
    const action = (body.action ?? '').slice(0, MAX_FIELD);
    const { token } = mintCaptchaToken(ctx.store, body.site_key, action);
    sendJson(ctx.res, 200, { token });
  });

  router.raw('GET', DFP_SCRIPT_PATH, (ctx) => {
    sendScript(ctx.res, dfpScript({ emulatorOrigin: ctx.runtime.url }));
  });

  router.raw('POST', DFP_SUBMIT_PATH, (ctx) => {
    anyOrigin(ctx.res);
    const body = parseBody(ctx.body, {
      public_token: 'string',
      user_agent: 'string?',
      language: 'string?',
      screen: 'object?',
      timezone: 'string?',
    });
    if (body.public_token !== ctx.store.project.public_token) {
      throw new ApiError(401, 'invalid_public_token', "The public token is not the project's: check the token given to GetTelemetryID.");
    }
    const { telemetry_id } = issueTelemetryId(ctx.store, body.user_agent ?? '');
    sendJson(ctx.res, 200, { telemetry_id });
  });
}
