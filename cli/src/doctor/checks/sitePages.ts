import { PAGE_LIMITS } from '../fetchPage.ts';
import type { SitePage } from '../fetchSite.ts';
import { quoted } from '../quoted.ts';
import { combine, fail, pass, warn, type Check, type CheckResult } from '../types.ts';

/** "http://localhost:5173/ (200)", or with where its redirects ended: "http://a/ → https://a/ (200)". */
function answered(page: SitePage): string {
  const where = page.finalUrl === page.url ? quoted(page.url) : `${quoted(page.url)} → ${quoted(page.finalUrl)}`;
  return page.error === null ? `${where} (${page.status})` : `${where} (${page.status === null ? 'no answer' : page.status})`;
}

/**
 * Site: the `--site` page answers with HTML. Lists every page fetched; the redirect URLs' own answers are the
 * site-redirects check's to judge.
 */
export const sitePages: Check = {
  id: 'site-pages',
  title: 'Site pages',
  site: true,
  run({ snapshot }) {
    if (!snapshot) return pass('Skipped: no --site URL.');
    const { main } = snapshot;
    const findings: CheckResult[] = [];
    if (main.leftHost !== null) {
      findings.push(
        fail(
          `${quoted(main.url)} could not be read: ${quoted(main.error ?? '')}.`,
          `Pass --site the URL it redirects to when that is the site (${quoted(main.leftHost)}), or fix the redirect: the widget's pages must be on the site's own host.`,
        ),
      );
    } else if (main.error !== null) {
      findings.push(fail(`${quoted(main.url)} could not be read: ${quoted(main.error)}.`, 'Start the site, or pass --site the URL of its sign-in page.'));
    } else if (main.status !== null && main.status >= 400) {
      findings.push(fail(`${quoted(main.url)} answered ${main.status}.`, "Pass --site the URL of the page that shows the widget (its sign-in page), and check that the site serves it."));
    } else {
      if (main.contentType !== '' && !main.contentType.includes('html')) {
        findings.push(warn(`${quoted(main.finalUrl)} is ${quoted(main.contentType)}, not an HTML page.`, 'Pass --site the URL of the page that shows the widget.'));
      }
      if (main.truncated) {
        const mb = PAGE_LIMITS.maxBytes / (1024 * 1024);
        findings.push(warn(`${quoted(main.finalUrl)} is larger than ${mb} MB: only its first ${mb} MB were read.`, 'Check the page by hand if an element or a meta tag sits past that.'));
      }
    }
    return combine(findings, `Read ${snapshot.pages.length} page(s): ${snapshot.pages.map(answered).join(', ')}.`);
  },
};
