/**
 * Cookie reading, and the checks of cookie options: what a client needs as it is made. The writing is in
 * `writeCookie.ts`, which comes with the session's runtime.
 */

export interface CookieAttributes {
  path?: string;
  domain?: string;
  /**
   * Lifetime in seconds, counted by the browser from its own clock: what the client writes, since a lifetime
   * survives a local clock that is hours off where an absolute time from the provider does not. A cookie with
   * neither this nor `expires` lasts the browser session.
   */
  maxAge?: number;
  /** Absolute expiry: for removal (the epoch), and for an answer that gives no lifetime. */
  expires?: Date;
}

/**
 * What a cookie option carries that `document.cookie` would read as the end of the value or as another attribute
 * (`example.com; SameSite=None` sets SameSite=None), or null. RFC 6265: an attribute value is any CHAR but
 * controls and ";"; "," and whitespace are refused too, since no domain, path or cookie name needs them and
 * some browsers split on ",".
 */
export function cookieOptionProblem(value: string): string | null {
  if (value.includes(';')) return '";"';
  if (value.includes(',')) return '","';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'a control character';
  if (/\s/.test(value)) return 'whitespace';
  return null;
}

/** Whether there is a page to keep cookies in (not a server). */
export function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** The value of a cookie visible to this page, or null; throws where the page may not use cookies. */
export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return null;
}
