import type { SiteSnapshot } from './fetchSite.ts';
import { warn, type CheckResult } from './types.ts';

/**
 * For a check that reads the `--site` page's headers or HTML: a warning when there is none to read (the site-pages
 * check says why), else null. The check then says it could not look, rather than a pass or a fail it cannot know.
 */
export function unreadSite(snapshot: SiteSnapshot): CheckResult | null {
  const { main } = snapshot;
  if (main.error === null && main.status !== null && main.status < 400) return null;
  return warn("Not checked: the site's page could not be read.", 'Fix what the site-pages check reports (auth-widget doctor --site <url> site-pages).');
}
