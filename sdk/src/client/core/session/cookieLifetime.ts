import type { Session } from '../../../protocol/types.ts';
import type { CookieAttributes } from './cookies.ts';

/**
 * How long the session cookies live: what the session has left by the provider's own clock, `expires_at` minus
 * `last_accessed_at` (the provider sets both as it answers), as a `max-age` the browser counts from its own clock.
 * `expires_at` alone is an absolute time of the provider's clock: a browser clock two hours fast would read it as
 * past and drop the cookies at once, signing the user out on the next load. An answer without a usable
 * `last_accessed_at` falls back to that absolute time.
 */
export function sessionCookieLifetime(session: Pick<Session, 'expires_at' | 'last_accessed_at'>): Pick<CookieAttributes, 'maxAge' | 'expires'> {
  const end = Date.parse(session.expires_at);
  const left = end - Date.parse(session.last_accessed_at);
  // Whole seconds, rounded down, so the cookie never outlives the session; at least one, so it is written at all.
  if (Number.isFinite(left)) return { maxAge: Math.max(1, Math.floor(left / 1000)) };
  return Number.isFinite(end) ? { expires: new Date(end) } : {};
}
