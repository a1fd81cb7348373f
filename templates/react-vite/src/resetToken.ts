/**
 * The password reset token on its way from the reset email's link to the reset form. The authenticate page hands
 * it over in sessionStorage instead of a `?token=` URL: a token in the address bar stays in the history, in
 * bookmarks and screenshots, and goes out in the Referer of anything the page loads. sessionStorage is this tab's
 * and this origin's only, and the reset page removes it as soon as it reads it.
 */
const KEY = 'auth-widget:password-reset-token';

/** Keeps the token for the reset page of this tab (call before leaving for it). */
export function handOffResetToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

let taken: string | null = null;

/**
 * The reset token for this page load, or '' when there is none: from a `?token=` link straight to the reset page
 * (removed from the address bar at once), else the authenticate page's hand-off (removed from sessionStorage at
 * once). Read once and kept in memory, so React's StrictMode double effects see the same token.
 */
export function takeResetToken(): string {
  if (taken !== null) return taken;
  const fromUrl = new URLSearchParams(window.location.search).get('token');
  if (fromUrl !== null) window.history.replaceState(null, '', window.location.pathname);
  taken = fromUrl ?? sessionStorage.getItem(KEY) ?? '';
  sessionStorage.removeItem(KEY);
  return taken;
}
