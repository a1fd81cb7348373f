import { ApiError } from '../errors.ts';
import { isLocalUrl } from '../project.ts';
import type { RawHandler, RouteContext, Router } from '../router.ts';

/** True for an IPv4 or IPv6 loopback address, including the IPv4-mapped form a dual-stack socket reports. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Refuses a dev request that does not come from this machine, or that a web page not on this machine sent:
 * browsers add `Origin` to cross-origin requests, so a site the developer happens to visit cannot reset the
 * emulator or read its inbox through the developer's own browser. The project's allowed origins are real sites:
 * they may call the protocol, not the dev tools. (A page rebound to 127.0.0.1 under its own name is refused
 * earlier, by its `Host`.)
 */
function checkDevRequest(ctx: RouteContext): void {
  if (!isLoopbackAddress(ctx.req.socket.remoteAddress)) {
    throw new ApiError(403, 'dev_routes_loopback_only', 'Dev routes answer requests from this machine (loopback) only.');
  }
  const origin = ctx.req.headers.origin;
  if (origin && !isLocalUrl(origin)) {
    throw new ApiError(403, 'invalid_origin', `The origin ${origin} may not call dev routes.`);
  }
}

/** Registers a dev route: a raw route under `/__dev` that only loopback callers reach. */
export function devRoute(router: Router, method: string, path: string, handler: RawHandler): void {
  router.raw(method, path, (ctx) => {
    checkDevRequest(ctx);
    return handler(ctx);
  });
}
