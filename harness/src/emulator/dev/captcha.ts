import { sendJson, type Router } from '../router.ts';
import { inMinutes, isExpired, newSecret } from '../store.ts';
import { devRoute } from './devRoute.ts';

/** How long a dev captcha token stays valid, like a real captcha token's short life. */
const CAPTCHA_TOKEN_MINUTES = 2;

/**
 * `POST /__dev/api/captcha`: a single-use captcha token, what a captcha widget would hand the page. The server
 * consumes it in `checkCaptcha` on calls registered with `captcha: true`.
 */
export function registerCaptchaRoutes(router: Router): void {
  devRoute(router, 'POST', '/__dev/api/captcha', (ctx) => {
    const tokens = ctx.store.state.captcha_tokens;
    for (const [unused, expiry] of Object.entries(tokens)) if (isExpired(ctx.store.clock, expiry)) delete tokens[unused];
    const token = newSecret();
    const expires_at = inMinutes(ctx.store.clock, CAPTCHA_TOKEN_MINUTES);
    tokens[token] = expires_at;
    sendJson(ctx.res, 201, { token, expires_at });
  });
}
