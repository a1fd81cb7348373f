import { fetchPage, PAGE_LIMITS, type PageLimits } from './fetchPage.ts';
import { redirectUrlsOf } from './redirectUrlsOf.ts';
import type { SiteConfig } from './types.ts';
import type { SitePage, SiteSnapshot } from './siteSnapshot.ts';

export type { SitePage, SiteSnapshot } from './siteSnapshot.ts';

/**
 * At most this many requests to a site per run (redirects included): the `--site` page and the redirect URLs'
 * pages are a handful, and a config cannot make doctor crawl.
 */
export const MAX_SITE_REQUESTS = 10;

/** The URL without its fragment, which no request carries: two URLs that differ only there are one page. */
function pageKey(url: URL): string {
  return url.href.slice(0, url.href.length - url.hash.length);
}

/**
 * Fetches the `--site` page, then the pages the settings file implies: its redirect URLs (where the widget sends a
 * visitor after a magic link, an OAuth sign-in or a password reset email) that are on the site's origin (the URL's,
 * or the one its redirects end on). Redirect URLs on other origins are left alone (doctor was pointed at this site)
 * and listed in `skipped`; so are those past the request limit. Never throws.
 */
export async function fetchSite(
  siteUrl: string,
  site: SiteConfig,
  fetchImpl: typeof fetch,
  options: { limits?: PageLimits; maxRequests?: number } = {},
): Promise<SiteSnapshot> {
  const limits = options.limits ?? PAGE_LIMITS;
  const max = options.maxRequests ?? MAX_SITE_REQUESTS;
  const budget = { left: max, max };
  const main: SitePage = { ...(await fetchPage(siteUrl, { fetch: fetchImpl, budget, limits })), fields: [], main: true };
  const snapshot: SiteSnapshot = { url: siteUrl, main, pages: [main], skipped: [] };
  const origins = new Set([new URL(siteUrl).origin, new URL(main.finalUrl).origin]);

  // The redirect URLs by page, each with the fields that name it, in the settings file's order.
  const wanted = new Map<string, string[]>();
  for (const { field, url } of redirectUrlsOf(site)) {
    if (typeof url !== 'string') continue;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    // Any other scheme is the redirect-urls check's to report; doctor fetches http(s) only.
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') continue;
    const key = pageKey(parsed);
    wanted.set(key, [...(wanted.get(key) ?? []), field]);
  }
  for (const [url, fields] of wanted) {
    if (url === pageKey(new URL(siteUrl))) {
      main.fields.push(...fields);
      continue;
    }
    if (!origins.has(new URL(url).origin)) {
      snapshot.skipped.push({ url, fields, reason: 'other-origin' });
      continue;
    }
    if (budget.left <= 0) {
      snapshot.skipped.push({ url, fields, reason: 'limit' });
      continue;
    }
    snapshot.pages.push({ ...(await fetchPage(url, { fetch: fetchImpl, budget, limits })), fields, main: false });
  }
  return snapshot;
}
