/** Cookie reading and writing, always SameSite=Lax, and Secure except on local hosts. */

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

/** True for localhost, `*.localhost` and loopback addresses, where cookies may go without `Secure`. */
export function isLocalHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]' ||
    hostname === '::1'
  );
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

function hasDocument(): boolean {
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

/** The `document.cookie` string that sets a cookie with our flags. */
export function cookieString(name: string, value: string, attributes: CookieAttributes, hostname: string): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${attributes.path ?? '/'}`, 'SameSite=Lax'];
  if (attributes.domain) parts.push(`domain=${attributes.domain}`);
  if (attributes.maxAge !== undefined) parts.push(`max-age=${attributes.maxAge}`);
  if (attributes.expires) parts.push(`expires=${attributes.expires.toUTCString()}`);
  if (!isLocalHostname(hostname)) parts.push('Secure');
  return parts.join('; ');
}

/** Writes a cookie with our flags; throws where the page may not use cookies. */
export function writeCookie(name: string, value: string, attributes: CookieAttributes = {}): void {
  if (!hasDocument()) return;
  document.cookie = cookieString(name, value, attributes, location.hostname);
}

/**
 * Removes a cookie. When it is still readable afterwards (it was set with another path or domain), a warning
 * is logged, naming the cookie but never its value.
 */
export function removeCookie(name: string, attributes: Omit<CookieAttributes, 'expires'> = {}): void {
  if (!hasDocument()) return;
  if (readCookie(name) === null) return;
  document.cookie = cookieString(name, '', { ...attributes, expires: new Date(0) }, location.hostname);
  if (readCookie(name) !== null) {
    console.warn(
      `auth-widget: the cookie ${name} could not be removed; it was probably set with another path or domain than the configured cookie options.`,
    );
  }
}
