import { TOKEN_TYPE_PARAM } from '../protocol/constants.ts';

/** A link that reached a site's authenticate page: the provider's token type and the one-time token. */
export interface AuthenticateLink {
  /** The token-type parameter's value: `magic_links`, `login`, `oauth`, `reset_password`, or what else came. */
  tokenType: string;
  token: string;
}

/** The query parameter that carries the one-time token beside the token type. */
const TOKEN_PARAM = 'token';

/** The link a URL carries (`?<token type param>=…&token=…`), or null when either part is missing or empty. */
export function parseAuthenticateLink(url: string | URL): AuthenticateLink | null {
  const params = new URL(url, 'http://localhost').searchParams;
  const tokenType = params.get(TOKEN_TYPE_PARAM);
  const token = params.get(TOKEN_PARAM);
  return tokenType && token ? { tokenType, token } : null;
}

/** The address without the link's two parameters; the rest of its query and its fragment are kept. */
export function withoutLink(url: string | URL): string {
  const clean = new URL(url);
  clean.searchParams.delete(TOKEN_TYPE_PARAM);
  clean.searchParams.delete(TOKEN_PARAM);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

/**
 * The link of the page's address, taken out of the address bar as it is read, before any call: a reload, a
 * bookmark or a shared address can't replay it, and it goes out in no Referer. A second call finds the address
 * without it: a page reads it once and keeps it (`<AuthenticateLink>` keeps it across StrictMode's double effects).
 * Browser only.
 */
export function takeAuthenticateLink(): AuthenticateLink | null {
  const href = window.location.href;
  const params = new URL(href).searchParams;
  if (!params.has(TOKEN_TYPE_PARAM) && !params.has(TOKEN_PARAM)) return null;
  // A null state lets a router that keeps its own state in the history entry (Next.js) sync its view of the address.
  window.history.replaceState(null, '', withoutLink(href));
  return parseAuthenticateLink(href);
}
