import { combine, fail, pass, type Check, type CheckResult } from '../types.ts';
import { isLocalHost, redirectUrlsOf } from '../redirectUrlsOf.ts';

/** Redirect URLs are absolute and https; plain http only on localhost. */
export const redirectUrls: Check = {
  id: 'redirect-urls',
  title: 'Redirect URLs',
  run({ site }) {
    const urls = redirectUrlsOf(site);
    if (urls.length === 0) return pass('No redirect URLs are set (the project defaults apply).');
    const findings: CheckResult[] = urls.map(({ field, url }) => {
      if (typeof url !== 'string') return fail(`${field} must be a string.`, 'Write the URL as a string.');
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return fail(`${field} "${url}" is not an absolute URL.`, 'Use a full URL such as https://example.com/authenticate.');
      }
      if (parsed.protocol === 'https:') return pass('');
      if (parsed.protocol === 'http:' && isLocalHost(parsed.hostname)) return pass('');
      if (parsed.protocol === 'http:') {
        return fail(`${field} uses http on ${parsed.hostname}: tokens would travel unencrypted.`, 'Use https (http is only accepted for localhost).');
      }
      return fail(`${field} uses the ${parsed.protocol} scheme.`, 'Use an https URL.');
    });
    return combine(findings, `${urls.length} redirect URL(s), all absolute and https or localhost.`);
  },
};
