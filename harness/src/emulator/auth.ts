import { ApiError } from './errors.ts';
import type { RouteContext, SdkRouteOptions } from './router.ts';
import { findSession } from './sessions.ts';

/** Reads `Authorization: Basic base64(public_token:secret)`. */
export function parseBasicAuth(header: string | undefined): { publicToken: string; secret: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { publicToken: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** Resolves the Basic auth of an SDK call to the project and, when a session token is sent, its session. */
export function authenticate(ctx: RouteContext, options: SdkRouteOptions): void {
  const credentials = parseBasicAuth(ctx.req.headers.authorization);
  if (!credentials) {
    throw new ApiError(401, 'unauthorized_credentials', 'Missing or malformed Basic authorization header.');
  }
  if (credentials.publicToken !== ctx.store.project.public_token) {
    throw new ApiError(401, 'invalid_public_token', 'The public token is not known to this project.');
  }
  if (credentials.secret !== credentials.publicToken) {
    const session = findSession(ctx.store, credentials.secret);
    if (!session) throw new ApiError(404, 'session_not_found', 'Session could not be found.');
    const user = Object.hasOwn(ctx.store.state.users, session.user_id) ? ctx.store.state.users[session.user_id] : undefined;
    if (!user) throw new ApiError(404, 'session_not_found', 'Session could not be found.');
    session.last_accessed_at = ctx.store.nowIso();
    ctx.session = session;
    ctx.user = user;
  } else if (options.session === 'required') {
    throw new ApiError(401, 'unauthorized_credentials', 'This call requires an active session.');
  }
}
