/** Cookie writing, always SameSite=Lax, and Secure except on local hosts. */
import type { CookieAttributes } from './cookies.ts';

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
  if (typeof document === 'undefined') return;
  document.cookie = cookieString(name, value, attributes, location.hostname);
}

/**
 * Removes a cookie, read with `readCookie` (the first load's, `cookies.ts`). When it is still readable afterwards (it
 * was set with another path or domain), a warning is logged, naming the cookie but never its value.
 */
export function removeCookie(name: string, attributes: Omit<CookieAttributes, 'expires'>, readCookie: (name: string) => string | null): void {
  if (typeof document === 'undefined') return;
  if (readCookie(name) === null) return;
  document.cookie = cookieString(name, '', { ...attributes, expires: new Date(0) }, location.hostname);
  if (readCookie(name) !== null) {
    console.warn(
      `auth-widget: the cookie ${name} could not be removed; it was probably set with another path or domain than the configured cookie options.`,
    );
  }
}
