import { combine, fail, pass, type Check, type CheckResult } from '../types.ts';
import { isRedirectAllowed } from '../isRedirectAllowed.ts';
import { redirectUrlsOf } from '../redirectUrlsOf.ts';

/** Live: the project accepts each redirect URL (asked of the provider by starting a flow, see `isRedirectAllowed`). */
export const allowedRedirects: Check = {
  id: 'allowed-redirects',
  title: 'Redirect URLs allowed by the project (live)',
  live: true,
  async run({ site, api, fetch: fetchImpl }) {
    if (!api) return pass('Skipped: no API URL.');
    const urls = redirectUrlsOf(site).filter((u): u is { field: string; url: string } => typeof u.url === 'string');
    if (urls.length === 0) return pass('No redirect URLs to check.');
    const findings: CheckResult[] = [];
    for (const { field, url } of urls) {
      try {
        if (!(await isRedirectAllowed(api, String(site.publicToken ?? ''), url, fetchImpl))) {
          findings.push(fail(`${field} ${url} is not an allowed redirect URL of the project.`, 'Add it to the project\'s redirect URLs.'));
        }
      } catch (error) {
        findings.push(fail(`Could not ask the provider about ${field}: ${(error as Error).message}.`, 'Check the API URL.'));
      }
    }
    return combine(findings, `${urls.length} redirect URL(s) accepted by the project.`);
  },
};
