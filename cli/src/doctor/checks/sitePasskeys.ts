import { domainCovers, isIpAddress } from '../domainCovers.ts';
import { quoted } from '../quoted.ts';
import { combine, fail, pass, type Check, type CheckResult } from '../types.ts';

/** Hosts where plain http is still a secure context a passkey can use: localhost and its subdomains. */
function isLocalhost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Site: passkeys can work on the site's origin (the `--site` page's, after its redirects). The widget's RP ID is the
 * page's host name (`webauthnDomain` in the settings file stands for a `domain` the site's own code passes), and
 * WebAuthn (Level 3, "Create a new credential" and "Get assertions" steps on the RP ID) refuses a ceremony unless the
 * page is a secure context (https, or http on localhost) and the RP ID is its host or a registrable parent domain of
 * it; an IP address is never an RP ID.
 */
export const sitePasskeys: Check = {
  id: 'site-passkeys',
  title: 'Site passkeys (relying party)',
  site: true,
  run({ site, snapshot }) {
    if (!snapshot) return pass('Skipped: no --site URL.');
    const products = site.config?.products as unknown;
    if (!Array.isArray(products) || !products.includes('passkeys')) return pass('Passkeys are not among the products: no relying party to check.');
    const url = new URL(snapshot.main.finalUrl);
    const host = url.hostname;
    const configured = site.webauthnDomain;
    if (configured !== undefined && (typeof configured !== 'string' || configured.trim() === '')) {
      return fail('webauthnDomain in the settings file must be a host name string.', 'Set it to the RP ID your code passes as domain (such as example.com), or remove it.');
    }
    const rpId = typeof configured === 'string' ? configured.toLowerCase() : host;
    const from = typeof configured === 'string' ? `webauthnDomain ${quoted(configured)}` : `the page's host ${quoted(host)}`;
    const findings: CheckResult[] = [];
    if (isIpAddress(host)) {
      findings.push(
        fail(
          `The site's host ${quoted(host)} is an IP address, which cannot be a WebAuthn RP ID: browsers refuse every passkey ceremony there.`,
          `Open the site by a host name: http://localhost${url.port ? `:${url.port}` : ''} while developing, an https domain once deployed.`,
        ),
      );
    } else if (url.protocol === 'http:' && !isLocalhost(host)) {
      findings.push(
        fail(
          `The site is plain http on ${quoted(host)}: WebAuthn needs a secure context (https, or http on localhost), so the browser offers no passkeys.`,
          `Serve the site over https (https://${host}${url.port ? `:${url.port}` : ''}).`,
        ),
      );
    }
    if (typeof configured === 'string' && !isIpAddress(host)) {
      const covers = domainCovers(host, rpId);
      if (covers === 'outside') {
        findings.push(
          fail(
            `The RP ID, ${from}, is neither the site's host ${quoted(host)} nor a parent domain of it: the browser refuses the ceremony with a SecurityError.`,
            `Set webauthnDomain (the domain your code passes) to ${host} or a parent domain of it, or leave it out to use the page's host.`,
          ),
        );
      } else if (covers === 'public-suffix') {
        findings.push(
          fail(
            `The RP ID, ${from}, is a public suffix: browsers take only the site's own domain (${quoted(host)} or a parent below the suffix).`,
            `Set webauthnDomain to ${host} or its registrable parent domain.`,
          ),
        );
      }
    }
    return combine(findings, `Passkeys use the RP ID ${quoted(rpId)} (${typeof configured === 'string' ? 'webauthnDomain' : "the page's host"}) on ${quoted(url.origin)}, a secure context.`);
  },
};
