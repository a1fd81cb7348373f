import type { SitePage, SiteSnapshot } from '../fetchSite.ts';

/** A page as fetchPage would have read it: 200, HTML, no policy, unless told otherwise. */
export function sitePage(url: string, fields: Partial<SitePage> = {}): SitePage {
  return { url, finalUrl: url, status: 200, error: null, leftHost: null, csp: null, contentType: 'text/html; charset=utf-8', html: '', truncated: false, fields: [], main: false, ...fields };
}

/**
 * What `--site` would have read: the main page at `url` (with `main` fields), the other pages, and skipped URLs. For
 * the site checks' unit tests, which judge headers and HTML without a server.
 */
export function siteSnapshot(url: string, main: Partial<SitePage> = {}, others: SitePage[] = [], skipped: SiteSnapshot['skipped'] = []): SiteSnapshot {
  const page = sitePage(url, { ...main, main: true });
  return { url, main: page, pages: [page, ...others], skipped };
}
