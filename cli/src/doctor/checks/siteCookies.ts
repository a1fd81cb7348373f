import { cookieOptionProblem } from '@auth-widget/sdk';
import { domainCovers } from '../domainCovers.ts';
import { quoted } from '../quoted.ts';
import { isLocalHost } from '../redirectUrlsOf.ts';
import { combine, fail, pass, type Check, type CheckResult } from '../types.ts';
import { isRecord } from '../../utils/isRecord.ts';

/** RFC 6265 section 5.1.4 "path-match": the cookie's path is the page's path, or a folder above it. */
function pathMatches(pagePath: string, cookiePath: string): boolean {
  if (pagePath === cookiePath) return true;
  if (!pagePath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || pagePath[cookiePath.length] === '/';
}

/**
 * Site: the browser accepts the client's session cookies on the site's origin (the `--site` page's, after its
 * redirects) and the page can read them back. The client writes them `Secure` everywhere but localhost and loopback
 * (the sdk's `cookieString`), which a browser refuses from a plain-http page; `cookieOptions.domain` must
 * domain-match the host (RFC 6265 section 5.1.3, a leading dot ignored, never a public suffix, an IP address only
 * itself); `cookieOptions.path` must path-match the page. The options' own syntax is the cookie-options check's.
 */
export const siteCookies: Check = {
  id: 'site-cookies',
  title: 'Site cookies',
  site: true,
  run({ site, snapshot }) {
    if (!snapshot) return pass('Skipped: no --site URL.');
    const url = new URL(snapshot.main.finalUrl);
    const host = url.hostname;
    const local = isLocalHost(host);
    const options: Record<string, unknown> = isRecord(site.cookieOptions as unknown) ? (site.cookieOptions as unknown as Record<string, unknown>) : {};
    const findings: CheckResult[] = [];
    if (url.protocol === 'http:' && !local) {
      findings.push(
        fail(
          `The site is plain http on ${quoted(host)}: the client writes its session cookies Secure (everywhere but localhost and loopback), and browsers refuse Secure cookies from an http page, so no sign-in lasts past the page.`,
          `Serve the site over https (https://${host}${url.port ? `:${url.port}` : ''}); plain http works on localhost only.`,
        ),
      );
    }
    const domain = options.domain;
    if (typeof domain === 'string' && domain !== '' && !cookieOptionProblem(domain)) {
      const covers = domainCovers(host, domain);
      const named = `cookieOptions.domain ${quoted(domain)}`;
      if (covers === 'outside') {
        // A single-label host (localhost) has no parent domain to name: its cookies can only be its own.
        const fix = host.includes('.') ? `Set cookieOptions.domain to ${host} or a parent domain of it, or remove it.` : "Remove cookieOptions.domain: the cookies are then the host's own.";
        findings.push(fail(`${named} does not cover the site's host ${quoted(host)}: browsers refuse cookies for another domain, so the session is never stored.`, fix));
      } else if (covers === 'ip-host') {
        findings.push(fail(`${named} cannot cover the site's host ${quoted(host)}, an IP address: browsers take a domain there only when it is that same address.`, 'Remove cookieOptions.domain, or open the site by its host name.'));
      } else if (covers === 'public-suffix') {
        findings.push(fail(`${named} is a public suffix: browsers refuse cookies set for it, so the session is never stored.`, `Set cookieOptions.domain to ${host} or its registrable parent domain, or remove it.`));
      }
    }
    const path = options.path;
    if (typeof path === 'string' && path.startsWith('/') && !cookieOptionProblem(path) && !pathMatches(url.pathname, path)) {
      findings.push(
        fail(
          `cookieOptions.path ${quoted(path)} does not include the site's page ${quoted(url.pathname)}: the client writes its cookies but cannot read them back there, so the page never sees the session.`,
          'Set cookieOptions.path to "/" (or to a folder above every page that shows the widget).',
        ),
      );
    }
    const secure = local ? 'without Secure (a local host)' : 'Secure';
    const scope = typeof domain === 'string' && domain !== '' ? `for ${quoted(domain)}` : `for ${quoted(host)} alone`;
    return combine(findings, `The browser accepts the session cookies on ${quoted(url.origin)}: written ${secure}, ${scope}, path ${quoted(typeof path === 'string' ? path : '/')}.`);
  },
};
