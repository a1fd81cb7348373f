/** The types of the storage warnings, which the warnings and their lazily loaded text both import. */

/**
 * What can go wrong with the browser storage the client keeps its state in. In each case the client goes on with
 * what was refused in this page's memory, so the sign-in completes: without cookies the session ends with the page,
 * without localStorage other tabs do not follow this one's sign-in or log out.
 * - `cookies_blocked`: reading or writing `document.cookie` throws (a sandboxed frame, cookies disabled).
 * - `cookie_refused`: a cookie was written but cannot be read back (a `Secure` cookie on a plain http page, a
 *   `cookieOptions.domain` or `path` that does not cover the page, the browser's cookie settings).
 * - `storage_blocked`: reading `localStorage` throws (a sandboxed frame, storage disabled).
 * - `storage_full`: `localStorage.setItem` throws (its quota is used up).
 */
export type StorageWarningKind = 'cookies_blocked' | 'cookie_refused' | 'storage_blocked' | 'storage_full';

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
}
