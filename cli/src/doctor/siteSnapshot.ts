import type { FetchedPage } from './fetchPage.ts';

/*
 * What `--site` read of a running site, apart from `fetchSite` that reads it: the check options (`types.ts`) carry a
 * snapshot, and `fetchSite` reads the settings file's types, so the types live on their own.
 */

/** A page of the site that doctor fetched. */
export interface SitePage extends FetchedPage {
  /** The settings file's fields that name this page (its redirect URLs); none for the `--site` page alone. */
  fields: string[];
  /** The `--site` URL's page, where the widget is mounted. */
  main: boolean;
}

/** What `--site` read of a running site, for the site checks. */
export interface SiteSnapshot {
  /** The `--site` URL. */
  url: string;
  /** Its page. */
  main: SitePage;
  /** Every page fetched, the `--site` page first, then the redirect URLs' pages on the site's origin. */
  pages: SitePage[];
  /** Redirect URLs doctor did not fetch, and why: another origin than the site's, or the request limit. */
  skipped: { url: string; fields: string[]; reason: 'other-origin' | 'limit' }[];
}
