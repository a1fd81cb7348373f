import { isRedirectAllowed } from '../isRedirectAllowed.ts';
import { quoted } from '../quoted.ts';
import { redirectUrlsOf } from '../redirectUrlsOf.ts';
import { combine, fail, pass, warn, type Check, type CheckResult } from '../types.ts';

/**
 * Site: each http(s) redirect URL of the settings file is a page that works, since the widget sends visitors there
 * after a magic link, an OAuth sign-in or a password reset email: on the site's origin it was fetched and must answer
 * below 400; on another origin it is not fetched, and said, as a site that redirects elsewhere is most often a config
 * copied from another environment. With an API URL, the project must accept it too (as allowed-redirects asks).
 */
export const siteRedirects: Check = {
  id: 'site-redirects',
  title: 'Site redirect URLs',
  site: true,
  async run({ site, snapshot, api, fetch: fetchImpl }) {
    if (!snapshot) return pass('Skipped: no --site URL.');
    const urls = redirectUrlsOf(site).filter((u): u is { field: string; url: string } => {
      if (typeof u.url !== 'string') return false;
      try {
        return ['http:', 'https:'].includes(new URL(u.url).protocol);
      } catch {
        return false;
      }
    });
    if (urls.length === 0) return pass('No http(s) redirect URLs in the settings file.');
    const origin = new URL(snapshot.main.finalUrl).origin;
    // Each URL once, with every field that names it (login and signup often share one).
    const fieldsOf = new Map<string, string[]>();
    for (const { field, url } of urls) fieldsOf.set(url, [...(fieldsOf.get(url) ?? []), field]);
    const findings: CheckResult[] = [];
    let fetched = 0;
    // Once the provider cannot be asked, the other URLs are not asked either: one warning says why.
    let unreachable: string | null = null;
    for (const [url, fields] of fieldsOf) {
      const named = `${fields.join(' and ')} ${quoted(url)}`;
      const page = snapshot.pages.find((p) => p.fields.includes(fields[0]!));
      const skipped = snapshot.skipped.find((s) => s.fields.includes(fields[0]!));
      if (page?.error) {
        findings.push(fail(`${named} could not be fetched: ${quoted(page.error)}.`, 'Serve that page on the site, or point the field at one that exists.'));
      } else if (page && page.status !== null && page.status >= 400) {
        findings.push(fail(`${named} answers ${page.status}: visitors land on an error page after signing in.`, 'Serve that page on the site (it finishes the sign-in), or point the field at the one that does.'));
      } else if (page) {
        fetched += 1;
      } else if (skipped?.reason === 'other-origin') {
        findings.push(
          warn(
            `${named} is on another origin than the site (${quoted(origin)}): visitors finish signing in there, and its session cookies are that origin's. Not fetched.`,
            'Point it at the site\'s own page, unless that other origin is meant (a config from another environment is the usual cause).',
          ),
        );
      } else if (skipped?.reason === 'limit') {
        findings.push(warn(`${named} was not fetched: doctor makes a limited number of requests to a site.`, 'Run doctor --site with that page\'s URL to check it.'));
      }
      if (api && unreachable === null) {
        try {
          if (!(await isRedirectAllowed(api, String(site.publicToken ?? ''), url, fetchImpl))) {
            findings.push(fail(`${named} is not an allowed redirect URL of the project.`, "Add it to the project's redirect URLs."));
          }
        } catch (error) {
          unreachable = (error as Error).message;
        }
      }
    }
    if (unreachable !== null) {
      findings.push(warn(`Whether the project allows them was not checked: the provider at ${quoted(api ?? '')} cannot be reached (${quoted(unreachable)}).`, 'Fix what the bootstrap check reports (auth-widget doctor bootstrap).'));
    }
    const allowedText = api ? ', allowed by the project' : '';
    return combine(findings, `${fieldsOf.size} redirect URL(s): ${fetched} fetched on ${quoted(origin)}, each answering below 400${allowedText}.`);
  },
};
