/**
 * Whether a Content-Security-Policy lets a page load a URL, after CSP Level 3 ("Does url match source list",
 * https://www.w3.org/TR/CSP3/#match-url-to-source-list), for the three kinds of request the widget and its
 * bot protection make. The policy comes from a flag, a settings file or a site, so parsing is one pass of plain string
 * scanning (`cspDirectives`), no regular expressions: a long or hostile policy costs linear time, never backtracking.
 */
import { cspDirectives } from './cspDirectives.ts';

/** Each kind of request and the directives that govern it, most specific first (CSP3 "directive fallback list"). */
const FALLBACKS = {
  /** A `<script src>` the page inserts: script-src-elem, else script-src, else default-src. */
  script: ['script-src-elem', 'script-src', 'default-src'],
  /** fetch and XHR. */
  connect: ['connect-src', 'default-src'],
  /** An `<iframe src>`. */
  frame: ['frame-src', 'child-src', 'default-src'],
} as const;

export type CspRequest = keyof typeof FALLBACKS;

export interface CspVerdict {
  /**
   * `allowed`; `blocked`; or `strict-dynamic`: the script directive has 'strict-dynamic', so browsers ignore its
   * host and scheme sources and allow a script exactly when a trusted (nonce- or hash-allowed) script inserts it.
   */
  result: 'allowed' | 'blocked' | 'strict-dynamic';
  /** The directive that decided, such as `script-src` or `default-src`; null when none governs this request. */
  directive: string | null;
  /** The deciding directive allows nothing: its value is 'none' or empty. */
  none: boolean;
}

/** A directive as matching needs it: its sources without 'none', and whether it has 'strict-dynamic'. */
interface Directive {
  sources: string[];
  strictDynamic: boolean;
}

/** One policy: directive name (lower case) to its value; only the directives of FALLBACKS are kept. */
type Policy = Map<string, Directive>;

const WANTED: ReadonlySet<string> = new Set(Object.values(FALLBACKS).flat());

/** True when `word` is the keyword (given in lower case), compared case-insensitively without lower-casing every word. */
function isKeyword(word: string, keyword: string): boolean {
  return word.length === keyword.length && word.toLowerCase() === keyword;
}

/**
 * Parses a header value: policies separated by "," (several headers folded into one, each enforced), directives by
 * ";". A repeated directive is ignored, as browsers ignore it; names are case-insensitive.
 */
function parsePolicies(header: string): Policy[] {
  return cspDirectives(header, WANTED).map((directives) => {
    const policy: Policy = new Map();
    for (const [name, words] of directives) {
      const directive: Directive = { sources: [], strictDynamic: false };
      for (const word of words) {
        // 'none' beside other sources is ignored by browsers; alone (or an empty value) the list allows nothing.
        if (isKeyword(word, "'none'")) continue;
        if (isKeyword(word, "'strict-dynamic'")) directive.strictDynamic = true;
        directive.sources.push(word);
      }
      policy.set(name, directive);
    }
    return policy;
  });
}

/** The last header parsed: doctor asks several questions of the same policy, so it is parsed once. */
let lastParsed: { header: string; policies: Policy[] } | null = null;

function policiesOf(header: string): Policy[] {
  if (lastParsed?.header !== header) lastParsed = { header, policies: parsePolicies(header) };
  return lastParsed.policies;
}

/** The fields of a URL that matching reads, copied once: URL's getters cost more than a plain property. */
interface Target {
  protocol: string;
  /** Lower case, as URL serializes it. */
  hostname: string;
  /** Empty for the scheme's default port. */
  port: string;
  pathname: string;
  origin: string;
}

function targetOf(url: URL): Target {
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, pathname: url.pathname, origin: url.origin };
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

/** True for `scheme` = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), already lower case. */
function isScheme(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    const alpha = c >= 0x61 && c <= 0x7a;
    if (!alpha && (i === 0 || !((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e))) return false;
  }
  return true;
}

/** CSP3 "scheme-part matching": the same scheme, or an upgrade (a source for http also allows https). */
function schemeMatches(source: string, url: string): boolean {
  if (source === url) return true;
  if (source === 'http:') return url === 'https:';
  if (source === 'ws:') return url === 'wss:' || url === 'http:' || url === 'https:';
  if (source === 'wss:') return url === 'https:';
  return false;
}

/** True for a host-part: `*`, or an optional `*.` then dot-separated labels of letters, digits and hyphens. */
function isHostPart(host: string): boolean {
  if (host === '*') return true;
  const start = host.startsWith('*.') ? 2 : 0;
  let label = 0;
  for (let i = start; i < host.length; i += 1) {
    const c = host.charCodeAt(i);
    if (c === 0x2e) {
      if (label === 0) return false;
      label = 0;
    } else if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d) {
      label += 1;
    } else {
      return false;
    }
  }
  return label > 0;
}

/** CSP3 "host-part matching": a `*.` wildcard matches subdomains (not the domain itself); otherwise exact. */
function hostMatches(pattern: string, host: string): boolean {
  if (pattern.startsWith('*')) return host.endsWith(pattern.slice(1));
  return pattern === host;
}

/** CSP3 "port-part matching": no port means the scheme's default; `*` any; 80 also allows 443 (upgrade). */
function portMatches(port: string | null, url: Target): boolean {
  const urlPort = url.port || DEFAULT_PORTS[url.protocol] || '';
  if (port === null) return url.port === '';
  if (port === '*') return true;
  for (let i = 0; i < port.length; i += 1) {
    const c = port.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  const wanted = String(Number(port));
  return wanted === urlPort || (wanted === '80' && urlPort === '443');
}

/** Percent-decodes leniently: a malformed escape stays as written, as the spec's percent-decode leaves it. */
function decoded(piece: string): string {
  try {
    return decodeURIComponent(piece);
  } catch {
    return piece;
  }
}

/** CSP3 "path-part matching": a path ending in "/" is a prefix (a folder); any other must equal the URL's path. */
function pathMatches(source: string, path: string): boolean {
  if (source === '') return true;
  if (source === '/' && path === '') return true;
  const exact = !source.endsWith('/');
  const wanted = source.split('/');
  const have = path.split('/');
  if (wanted.length > have.length) return false;
  if (exact && wanted.length !== have.length) return false;
  if (!exact) wanted.pop();
  return wanted.every((piece, i) => decoded(piece) === decoded(have[i] ?? ''));
}

/**
 * 'self': the page's own origin; or the same host with the same port (or both default ports) over https or wss, or
 * over http or ws when the page itself is on http.
 */
function matchesSelf(url: Target, self: Target | null): boolean {
  if (!self) return false;
  if (url.origin === self.origin) return true;
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  const plain = self.protocol === 'http:' && (url.protocol === 'http:' || url.protocol === 'ws:');
  // URL leaves `port` empty for the scheme's default, so equal strings mean "the same, or both default".
  return url.hostname === self.hostname && url.port === self.port && (secure || plain);
}

/** Whether one source expression allows the URL (CSP3 "Does url match expression in origin"). */
function matchesSource(expression: string, url: Target, self: Target | null): boolean {
  if (expression === '*') {
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:' || url.protocol === self?.protocol;
  }
  // Of the quoted keywords only 'self' names URLs; nonces, hashes and 'unsafe-…' do not.
  if (expression.charCodeAt(0) === 0x27) return isKeyword(expression, "'self'") && matchesSelf(url, self);
  if (expression.endsWith(':')) {
    const scheme = expression.slice(0, -1).toLowerCase();
    if (isScheme(scheme)) return schemeMatches(`${scheme}:`, url.protocol);
  }
  // A host-source: [scheme "://"] host [":" port] [path]. The host is compared first, as most sources of a long
  // list are other hosts; only a matching one is checked further.
  let rest = expression;
  let scheme: string | null = null;
  const separator = expression.indexOf('://');
  if (separator !== -1) {
    scheme = expression.slice(0, separator).toLowerCase();
    rest = expression.slice(separator + 3);
  }
  let end = 0;
  while (end < rest.length && rest.charCodeAt(end) !== 0x3a && rest.charCodeAt(end) !== 0x2f) end += 1;
  // Without a wildcard the host must have the URL's host's length: most sources of a long list are refused here.
  if (rest.charCodeAt(0) !== 0x2a && end !== url.hostname.length) return false;
  const host = rest.slice(0, end).toLowerCase();
  if (!hostMatches(host, url.hostname) || !isHostPart(host)) return false;
  if (scheme !== null) {
    if (!isScheme(scheme) || !schemeMatches(`${scheme}:`, url.protocol)) return false;
  } else if (self ? !schemeMatches(self.protocol, url.protocol) : url.protocol !== 'http:' && url.protocol !== 'https:') {
    // Without a scheme the page's own applies; with the page unknown, either of http and https.
    return false;
  }
  let port: string | null = null;
  if (rest.charCodeAt(end) === 0x3a) {
    const from = end + 1;
    end = from;
    while (end < rest.length && rest.charCodeAt(end) !== 0x2f) end += 1;
    port = rest.slice(from, end);
    if (port === '') return false;
  }
  return portMatches(port, url) && pathMatches(rest.slice(end), url.pathname);
}

/** What one policy says of the request: the first directive of the fallback list that it has decides. */
function decide(policy: Policy, request: CspRequest, url: Target, self: Target | null): CspVerdict {
  for (const name of FALLBACKS[request]) {
    const directive = policy.get(name);
    if (!directive) continue;
    if (directive.sources.length === 0) return { result: 'blocked', directive: name, none: true };
    if (request === 'script' && directive.strictDynamic) return { result: 'strict-dynamic', directive: name, none: false };
    return { result: directive.sources.some((s) => matchesSource(s, url, self)) ? 'allowed' : 'blocked', directive: name, none: false };
  }
  return { result: 'allowed', directive: null, none: false };
}

/**
 * Whether the policy (a Content-Security-Policy header value) lets a page on `self` (its origin, or null when
 * unknown: then 'self' matches nothing) make the request to `url`. Every policy of the value must allow it; a
 * blocking one decides over a 'strict-dynamic' one.
 */
export function cspAllows(header: string, request: CspRequest, url: string | URL, self: string | URL | null = null): CspVerdict {
  const target = targetOf(new URL(url));
  const page = self === null ? null : targetOf(new URL(self));
  let verdict: CspVerdict = { result: 'allowed', directive: null, none: false };
  for (const policy of policiesOf(header)) {
    const one = decide(policy, request, target, page);
    if (one.result === 'blocked') return one;
    if (one.result === 'strict-dynamic' || verdict.directive === null) verdict = one;
  }
  return verdict;
}
