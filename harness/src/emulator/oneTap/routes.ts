import { ApiError, SchemaError } from '../errors.ts';
import { sendHtml, sendJson, type Router } from '../router.ts';
import { parseBody } from '../validate.ts';
import { oneTapHelperPage } from './helperPage.ts';
import { ONE_TAP_HANDLERS, oneTapErrorOf } from './operations.ts';
import { ONE_TAP_OPERATIONS, type OneTapOperation } from './protocol.ts';

/**
 * The One Tap helper frame for Google (spec section 7, "One-tap") and the JSON route of each operation, which the
 * frame calls and which tests may call directly.
 */
export function registerOneTapRoutes(router: Router): void {
  router.raw('GET', '/v1/public/oauth/google/onetap', (ctx) => {
    sendHtml(ctx.res, 200, oneTapHelperPage());
  });

  for (const op of Object.keys(ONE_TAP_OPERATIONS) as OneTapOperation[]) {
    router.raw('POST', `/v1/public/oauth/google/onetap/${ONE_TAP_OPERATIONS[op]}`, (ctx) => {
      try {
        const call = parseBody(ctx.body, { public_token: 'string', origin: 'string', args: 'object?' });
        const result = ONE_TAP_HANDLERS[op](ctx.store, { ...call, args: call.args ?? {} });
        sendJson(ctx.res, 200, { result });
      } catch (error) {
        if (error instanceof SchemaError) {
          const detail = error.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ');
          const invalid = new ApiError(400, 'invalid_one_tap_request', `The request must be { public_token, origin, args }: ${detail}.`);
          sendJson(ctx.res, 400, { error: oneTapErrorOf(invalid) });
        } else if (error instanceof ApiError) {
          sendJson(ctx.res, error.status, { error: oneTapErrorOf(error) });
        } else {
          throw error;
        }
      }
    });
  }
}
