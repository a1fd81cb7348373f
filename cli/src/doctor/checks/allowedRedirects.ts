import { combine, fail, pass, type Check, type CheckResult } from '../types.ts';
import { redirectUrlsOf } from '../redirectUrlsOf.ts';

/**
 * Live: the project accepts each redirect URL. The provider checks redirect URLs when a browser flow starts, so
 * the check starts an OAuth flow (a GET with no side effect but a recorded start) and reads the answer without
 * following it.
 */
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
      const start = new URL(`${api}/v1/public/oauth/google/start`);
      start.searchParams.set('public_token', String(site.publicToken ?? ''));
      start.searchParams.set('login_redirect_url', url);
      start.searchParams.set('signup_redirect_url', url);
      try {
        const response = await fetchImpl(start, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
        const text = await response.text();
        if (response.status >= 400 && /redirect/i.test(text)) {
          findings.push(fail(`${field} ${url} is not an allowed redirect URL of the project.`, 'Add it to the project\'s redirect URLs.'));
        }
      } catch (error) {
        findings.push(fail(`Could not ask the provider about ${field}: ${(error as Error).message}.`, 'Check the API URL.'));
      }
    }
    return combine(findings, `${urls.length} redirect URL(s) accepted by the project.`);
  },
};
