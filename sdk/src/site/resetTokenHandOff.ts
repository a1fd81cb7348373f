import { withoutLink } from './authenticateLink.ts';

/**
 * The password reset token on its way from the reset email's link to the reset form. The authenticate page hands
 * it over in sessionStorage instead of a `?token=` URL: a token in the address bar stays in the history, in
 * bookmarks and screenshots, and goes out in the Referer of anything the page loads. sessionStorage is this tab's
 * and this origin's only, and the reset page removes it as soon as it reads it.
 */
const KEY = 'auth-widget:password-reset-token';

/** Keeps the token for the reset page of this tab; call it before leaving for that page. */
export function handOffResetToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

/** The token taken on this page, and the address it left behind (a later call on that address gets it again). */
let taken: { href: string; token: string } | null = null;

/**
 * The reset token for this page, or '' when there is none: from a `?token=` link straight to the reset page (taken
 * out of the address bar at once), else the authenticate page's hand-off (taken out of sessionStorage at once).
 * Calls on the same address get the same token, so React's StrictMode double effects see it twice. Browser only.
 */
export function takeResetToken(): string {
  const href = window.location.href;
  if (taken?.href === href) return taken.token;
  const fromUrl = new URL(href).searchParams.get('token');
  if (fromUrl !== null) window.history.replaceState(null, '', withoutLink(href));
  const token = fromUrl ?? sessionStorage.getItem(KEY) ?? '';
  sessionStorage.removeItem(KEY);
  // Only a token is kept: a router may bring this page back with a new hand-off on the same address.
  if (token) taken = { href: window.location.href, token };
  return token;
}
