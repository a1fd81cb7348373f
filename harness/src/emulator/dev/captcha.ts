import { CAPTCHA_ACTION } from '@auth-widget/sdk/protocol';
import { mintCaptchaToken } from '../botProtection/captchaTokens.ts';
import { sendJson, type Router } from '../router.ts';
import { devRoute } from './devRoute.ts';

/**
 * `POST /__dev/api/captcha`: a single-use captcha token for the project's current site key and action `LOGIN`,
 * valid 2 minutes, as the reCAPTCHA stand-in's `execute` would hand the page: for tests that need one without a
 * browser. Protected calls spend it (botProtection/check.ts).
 */
export function registerCaptchaRoutes(router: Router): void {
  devRoute(router, 'POST', '/__dev/api/captcha', (ctx) => {
    sendJson(ctx.res, 201, mintCaptchaToken(ctx.store, ctx.store.project.captcha_settings.siteKey, CAPTCHA_ACTION));
  });
}
