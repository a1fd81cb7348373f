import { ApiError, SchemaError } from '../errors.ts';
import { isOriginAllowed } from '../oneTap/operations.ts';
import { sendHtml, sendJson, setFrameAncestors, type RouteContext, type Router } from '../router.ts';
import { parseBody } from '../validate.ts';
import { clientsideServicesPage } from './framePage.ts';
import { flattenApiError, runMethod } from './methods.ts';
import { FRAME_PATH, isClientsideMethod, METHOD_ROUTE_PREFIX } from './protocol.ts';

/** An origin fit for a CSP source list: exactly an http(s) origin, so a stored value cannot add a directive. */
function cspOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** The origin of the page that frames the request, from its `Referer` (browsers send at least the origin). */
function framingOrigin(ctx: RouteContext): string | null {
  const referer = ctx.req.headers.referer;
  if (!referer) return null;
  try {
    return cspOrigin(new URL(referer).origin);
  } catch {
    return null;
  }
}

/** The helper frame and the JSON route of each of its methods (see protocol.ts). */
export function registerClientsideServicesRoutes(router: Router): void {
  router.raw('GET', FRAME_PATH, (ctx) => {
    const project = ctx.store.project;
    const parent = framingOrigin(ctx);
    if (parent && !isOriginAllowed(project, parent)) {
      // The browser would block the frame and the page would wait for answers that never come; instead the page
      // gets a frame (for it alone) that can only say why.
      const refusal = new ApiError(
        403,
        'origin_not_allowed_for_client',
        `The origin ${parent} is not allowed for this client: add it to the allowed origins of the Google client (with its localhost and port variants for development).`,
      );
      setFrameAncestors(ctx.res, parent);
      sendHtml(ctx.res, 200, clientsideServicesPage({ refusal: flattenApiError(refusal, ctx) }));
      return;
    }
    // The server already lets the helper frames be framed by the origins the API answers (loopback pages, the
    // project's allowed origins, the allowed hosts), and by no one else.
    sendHtml(ctx.res, 200, clientsideServicesPage());
  });

  router.raw('POST', `${METHOD_ROUTE_PREFIX}:method`, async (ctx) => {
    const method = ctx.params.method ?? '';
    if (!isClientsideMethod(method)) {
      const unknown = new ApiError(404, 'route_not_found', `The helper frame has no method ${method}.`);
      sendJson(ctx.res, 404, { success: false, error: flattenApiError(unknown, ctx) });
      return;
    }
    let call: { origin: string; args?: unknown };
    try {
      call = parseBody(ctx.body, { origin: 'string' });
      call.args = (ctx.body as { args?: unknown }).args;
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
      const invalid = new ApiError(400, 'invalid_one_tap_request', 'The request must be { origin, args }: origin is the calling page\'s origin, args the method\'s arguments.');
      sendJson(ctx.res, 400, { success: false, error: flattenApiError(invalid, ctx) });
      return;
    }
    const { status, answer } = await runMethod(method, { origin: call.origin, args: call.args, store: ctx.store, runtime: ctx.runtime, requestId: ctx.requestId });
    sendJson(ctx.res, status, answer);
  });
}
