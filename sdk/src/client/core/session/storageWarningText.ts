import { MAX_COOKIE_BYTES, type StorageWarningKind, type WarningFacts } from './storageWarningTypes.ts';

/** What each loss means: without cookies the session itself is the page's; without localStorage, what tabs share. */
const PAGE_SESSION = "the session is kept in this page's memory only: it ends when the page is closed or reloaded.";
const PAGE_STATE = "the client keeps its state in this page's memory, so other tabs do not follow this one's sign-in or log out.";

/** The name of what the browser threw (`SecurityError`, `QuotaExceededError`), for a warning. */
function errorName(error: unknown): string {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? name : String(error);
}

/**
 * Why a cookie just written cannot be read back, as a warning can say it: the page and the cookie options are
 * checked against what browsers refuse, the likeliest first.
 */
export function cookieRefusalReason(
  facts: Pick<WarningFacts, 'path' | 'domain' | 'secure' | 'shadowed'>,
  page: Pick<Location, 'protocol' | 'hostname' | 'pathname'>,
): string {
  const { path, domain } = facts;
  const host = page.hostname.toLowerCase();
  const bare = domain?.replace(/^\./, '').toLowerCase();
  if (facts.secure && page.protocol === 'http:') {
    return 'the page is served over plain http, where browsers drop a Secure cookie: serve it over https';
  }
  if (bare && host !== bare && !host.endsWith(`.${bare}`)) return `cookieOptions.domain (${domain}) does not cover this host (${host})`;
  if (path && !`${page.pathname}/`.startsWith(path.replace(/\/?$/, '/'))) return `cookieOptions.path (${path}) does not cover this page`;
  if (facts.shadowed) return 'another cookie of that name, set with another path or domain, is read in its place';
  return 'the browser does not keep cookies for this page (its settings, or a frame of another site)';
}

/** The line a storage warning logs: what went wrong, the likely reason, and what it means for the session. */
export function warningMessage(
  kind: StorageWarningKind,
  facts: WarningFacts,
  page: Pick<Location, 'protocol' | 'hostname' | 'pathname'> = location,
): string {
  if (kind === 'cookie_too_large') {
    const what = `the cookie ${facts.cookie} would be ${facts.size} bytes (name and value), over the ${MAX_COOKIE_BYTES} a browser keeps, so it was not written`;
    const loss = facts.renewed
      ? "this page keeps the value in memory, and the next page asks the provider for a new one with the session token's cookie (a server reading this cookie finds none)."
      : PAGE_SESSION;
    return `auth-widget: ${what}; ${loss}`;
  }
  const what =
    kind === 'cookie_refused'
      ? `the browser did not keep the cookie ${facts.cookie}: ${cookieRefusalReason(facts, page)}`
      : kind === 'cookies_blocked'
        ? `the cookie ${facts.cookie} cannot be used: this page may not use cookies (${errorName(facts.error)})`
        : kind === 'storage_blocked'
          ? `this page may not use localStorage (${errorName(facts.error)})`
          : `localStorage is full (${errorName(facts.error)})`;
  return `auth-widget: ${what}; ${kind.startsWith('cookie') ? PAGE_SESSION : PAGE_STATE}`;
}
