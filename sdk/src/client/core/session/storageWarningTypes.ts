/** The types of the storage warnings, which the warnings and their lazily loaded text both import. */

/**
 * What can go wrong with the browser storage the client keeps its state in. In each case the client goes on with
 * what was refused in this page's memory, so the sign-in completes: without cookies the session ends with the page,
 * without localStorage other tabs do not follow this one's sign-in or log out.
 * - `cookies_blocked`: reading or writing `document.cookie` throws (a sandboxed frame, cookies disabled).
 * - `cookie_refused`: a cookie was written but cannot be read back (a `Secure` cookie on a plain http page, a
 *   `cookieOptions.domain` or `path` that does not cover the page, the browser's cookie settings).
 * - `cookie_too_large`: a cookie's name and value would be over `MAX_COOKIE_BYTES`, which browsers refuse whole (a
 *   session JWT carrying many custom claims): it is not written. The session token's cookie is written on its own,
 *   so when only the JWT is too large the session outlives the page and the next page asks for a new JWT.
 * - `storage_blocked`: reading `localStorage` throws (a sandboxed frame, storage disabled).
 * - `storage_full`: `localStorage.setItem` throws (its quota is used up).
 */
export type StorageWarningKind = 'cookies_blocked' | 'cookie_refused' | 'cookie_too_large' | 'storage_blocked' | 'storage_full';

/**
 * The most bytes of a cookie's name and value a browser keeps: RFC 6265 §6.1 asks browsers for at least 4096 bytes a
 * cookie, and Chromium, Firefox and WebKit refuse a longer name and value whole rather than cut it.
 */
export const MAX_COOKIE_BYTES = 4096;

/** One storage warning, as `client.onWarning` hands it to the host. Never carries a token. */
export interface StorageWarning {
  kind: StorageWarningKind;
  /** The line logged with `console.warn`: what went wrong, the likely reason, and what it means for the session. */
  message: string;
  /** The cookie concerned, for the cookie kinds. */
  cookie?: string;
}

/** What the warning's text is made from; never a cookie's or a stored value. */
export interface WarningFacts {
  /** The cookie concerned. */
  cookie?: string;
  /** What the browser threw (its name is shown: `SecurityError`, `QuotaExceededError`). */
  error?: unknown;
  /** For `cookie_refused`: the cookie options it was written with, and whether it was `Secure`. */
  path?: string;
  domain?: string;
  secure?: boolean;
  /** For `cookie_refused`: whether the page reads another cookie of that name in its place. */
  shadowed?: boolean;
  /** For `cookie_too_large`: the bytes of its name and value as written. */
  size?: number;
  /** For `cookie_too_large`: the next page gets the value anew (the session JWT, from the session token). */
  renewed?: boolean;
}
