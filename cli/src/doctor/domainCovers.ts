/**
 * A few public suffixes of more than one label that sites are often hosted under. Not the Public Suffix List (doctor
 * ships without it): enough to catch the usual mistake of naming the hosting platform's domain, with the single-label
 * rule below catching `com` and the like.
 */
const KNOWN_PUBLIC_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'com.au', 'net.au', 'org.au', 'co.nz', 'co.jp', 'ne.jp', 'or.jp', 'com.br',
  'com.cn', 'com.mx', 'co.in', 'co.za', 'com.tr', 'github.io', 'gitlab.io', 'vercel.app', 'netlify.app',
  'pages.dev', 'workers.dev', 'herokuapp.com', 'web.app', 'firebaseapp.com', 'azurewebsites.net', 'onrender.com',
  'fly.dev', 'appspot.com', 'cloudfront.net', 'amplifyapp.com',
]);

/** True for an IPv4 address or a bracketed IPv6 one, as `URL.hostname` writes them. */
export function isIpAddress(host: string): boolean {
  return host.startsWith('[') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
}

/** True for a domain browsers treat as a public suffix: one label (`com`, `dev`), or one of the known suffixes above. */
export function isPublicSuffixLike(domain: string): boolean {
  return !domain.includes('.') || KNOWN_PUBLIC_SUFFIXES.has(domain);
}

/**
 * Whether a domain can serve a page's host, by the rule cookies (RFC 6265 section 5.1.3 "domain-match", with section
 * 5.3's refusal of public suffixes) and WebAuthn RP IDs (a "registrable domain suffix of or equal to" the origin's
 * host) share: the host itself, or a parent domain of it that is not a public suffix, and never a parent of an IP
 * address. A leading dot is ignored, as browsers ignore it. `ok`, or why not.
 */
export function domainCovers(host: string, domain: string): 'ok' | 'ip-host' | 'public-suffix' | 'outside' {
  const name = host.toLowerCase();
  const bare = domain.replace(/^\./, '').toLowerCase();
  if (bare === name) return 'ok';
  if (isIpAddress(name)) return 'ip-host';
  if (!name.endsWith(`.${bare}`)) return 'outside';
  return isPublicSuffixLike(bare) ? 'public-suffix' : 'ok';
}
