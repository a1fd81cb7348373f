import type { CookieAttributes } from './cookies.ts';
import { isLocalHostname, removeCookie, writeCookie } from './writeCookie.ts';
import type { StorageWarnings } from './storageWarnings.ts';
import { MAX_COOKIE_BYTES } from './storageWarningTypes.ts';

/**
 * The client's cookies, with this page's memory in place of the ones the browser will not keep: where
 * `document.cookie` throws (a sandboxed frame) or a cookie written cannot be read back (refused), the value is
 * kept in memory, read before the browser's, and a warning is raised once per kind. So a sign-in still completes
 * in the page. A value too large for any browser's cookie is not written at all, and its older cookie is removed so
 * the next page does not read a stale one. Without a document (a server) nothing is kept.
 */
export interface CookieJar {
  /** The cookie's value: the one kept in memory, else the browser's, else null. */
  read(name: string): string | null;
  /**
   * Writes the cookie and reads it back; what the browser does not keep stays in memory. `renewed`: the next page
   * gets this value anew without its cookie (the session JWT), which the warning of a too large one says.
   */
  write(name: string, value: string, lifetime: Pick<CookieAttributes, 'maxAge' | 'expires'>, renewed?: boolean): void;
  remove(name: string): void;
  /** Whether the cookie lives in this page's memory only (the browser refused it). */
  kept(name: string): boolean;
}

/**
 * Makes the cookie jar of one client: its cookie options' path and domain, its warnings, and the first load's cookie
 * reader (`readCookie`), passed in so this lazy part shares no module with the first load: a module both import is a
 * chunk of its own in a site's bundle, one more request in the first load's wave.
 */
export function createCookieJar(scope: Pick<CookieAttributes, 'path' | 'domain'>, warnings: StorageWarnings, readCookie: (name: string) => string | null): CookieJar {
  const memory = new Map<string, string>();
  const blocked = (cookie: string, error: unknown) => warnings.report('cookies_blocked', { cookie, error });
  const remove = (name: string) => {
    memory.delete(name);
    try {
      removeCookie(name, scope, readCookie);
    } catch (error) {
      blocked(name, error);
    }
  };
  return {
    read(name) {
      if (memory.has(name)) return memory.get(name)!;
      try {
        return readCookie(name);
      } catch (error) {
        blocked(name, error);
        return null;
      }
    },
    write(name, value, lifetime, renewed = false) {
      if (typeof document === 'undefined') return;
      const size = new TextEncoder().encode(`${name}${encodeURIComponent(value)}`).byteLength;
      if (size > MAX_COOKIE_BYTES) {
        warnings.report('cookie_too_large', { cookie: name, size, renewed });
        remove(name);
        memory.set(name, value);
        return;
      }
      try {
        writeCookie(name, value, { ...scope, ...lifetime });
        const seen = readCookie(name);
        if (seen === value) {
          memory.delete(name);
          return;
        }
        warnings.report('cookie_refused', {
          cookie: name,
          ...scope,
          secure: !isLocalHostname(location.hostname),
          shadowed: seen !== null,
        });
      } catch (error) {
        blocked(name, error);
      }
      memory.set(name, value);
    },
    remove,
    kept: (name) => memory.has(name),
  };
}
