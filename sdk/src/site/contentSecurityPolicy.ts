import { AuthError } from '../client/core/AuthError.ts';
import type { SecurityPolicy } from './parseSiteSettings.ts';
import { widgetLoads, type WidgetLoad, type WidgetLoadKind, type WidgetLoadsSettings } from './widgetLoads.ts';

/** What a site's server adds to the policy for its framework, and for which of its servers. */
export interface PolicyOptions {
  /**
   * `dev` for a development server, which also gets its hot-reload WebSocket on localhost (any port: the dev
   * server picks it); `production` for everything a visitor is served.
   */
  mode: 'dev' | 'production';
  /**
   * `standard` (the default): scripts from the site and the hosts the widget loads from, styles with 'unsafe-inline'
   * unless there is a nonce. `strict`: the nonce-based policy browser vendors recommend, which needs `nonce`:
   * `script-src 'nonce-…' 'strict-dynamic'` (a script runs when the page's nonced scripts add it, so no host list),
   * `style-src 'self' 'nonce-…'` (no 'unsafe-inline', so no style attribute either), and Trusted Types enforced
   * with the widget's policy allowed (`require-trusted-types-for 'script'; trusted-types auth-widget`).
   */
  policy?: SecurityPolicy;
  /**
   * A nonce made fresh for this response (`createNonce`): script-src and style-src then carry `'nonce-…'`, and
   * style-src needs no 'unsafe-inline' (the widget puts the nonce it is given on its `<style>` element).
   */
  nonce?: string;
  /**
   * What the site's framework needs besides: sources (Next.js's inline scripts: `'unsafe-inline'`; its dev server's
   * eval: `'unsafe-eval'`) and, under the strict policy, the names of its own Trusted Types policies.
   */
  extra?: { script?: string[]; connect?: string[]; style?: string[]; trustedTypes?: string[] };
}

/** The directive each kind of load is allowed by. */
const DIRECTIVE: Record<WidgetLoadKind, string> = { script: 'script-src', frame: 'frame-src', connect: 'connect-src', style: 'style-src', image: 'img-src' };

/** The directives written, in this order, when they have sources. */
const ORDER = ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src'];

/** A nonce's characters (base64 and base64url): anything else could end the source, the directive or the policy. */
const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Whether `source` already allows `url`: it is the URL's origin, a folder above it, or the URL itself. Keywords and
 * wildcard sources (`'self'`, `ws://localhost:*`) are not asked: they never stand for a load of the widget here.
 */
function covers(source: string, url: string): boolean {
  if (source === url || (source.endsWith('/') && url.startsWith(source))) return true;
  return !source.includes('*') && /^https?:\/\/[^/]+$/.test(source) && url.startsWith(`${source}/`);
}

/** Each directive's sources, in order, once; a load another source already allows adds nothing. */
class Sources {
  readonly lists = new Map<string, string[]>();
  add(directive: string, ...sources: string[]): void {
    const list = this.lists.get(directive) ?? [];
    for (const s of sources) if (!list.includes(s)) list.push(s);
    this.lists.set(directive, list);
  }
  allow(load: WidgetLoad): void {
    const directive = DIRECTIVE[load.kind];
    if (!(this.lists.get(directive) ?? []).some((s) => covers(s, load.url))) this.add(directive, load.source);
  }
}

/**
 * The Content-Security-Policy for a site with these settings: its own origin, and what the widget loads for them
 * (`widgetLoads`) and nothing else, with what `options` adds for the site's framework. connect-src names the API
 * first, then the dev server's socket and the framework's sources, then the widget's other calls. style-src has
 * 'unsafe-inline' without a nonce: the widget writes its styles into a `<style>` element as screens appear, which
 * a header that is the same on every response can only allow so. Nothing may frame the pages (a sign-in form in
 * someone else's frame is a clickjacking target), forms post to the site only, and there are no plugins or `<base>`.
 * `policy: 'strict'` writes the strict policy (see `PolicyOptions`) on the same sources for everything but scripts.
 */
export function contentSecurityPolicy(settings: WidgetLoadsSettings, options: PolicyOptions): string {
  const { mode, nonce, extra = {} } = options;
  const strict = options.policy === 'strict';
  if (nonce !== undefined && !NONCE.test(nonce)) throw new AuthError('usage_error', `Invalid call to contentSecurityPolicy\nnonce must be base64, not ${JSON.stringify(nonce)}`);
  if (strict && nonce === undefined) throw new AuthError('usage_error', 'Invalid call to contentSecurityPolicy\nthe strict policy needs a nonce made for this response (createNonce)');
  const nonceSource = nonce === undefined ? [] : [`'nonce-${nonce}'`];
  const { loads, trustedTypesPolicies } = widgetLoads(settings);
  const sources = new Sources();
  sources.add('default-src', "'self'");
  sources.add('script-src', ...(strict ? [...nonceSource, "'strict-dynamic'"] : ["'self'", ...nonceSource]), ...(extra.script ?? []));
  sources.add('style-src', "'self'", ...(nonce === undefined ? ["'unsafe-inline'"] : nonceSource), ...(extra.style ?? []));
  sources.add('img-src', "'self'");
  sources.add('font-src', "'self'");
  sources.add('connect-src', "'self'");
  for (const load of loads) if (load.why === 'api') sources.allow(load);
  sources.add('connect-src', ...(mode === 'dev' ? ['ws://localhost:*'] : []), ...(extra.connect ?? []));
  // Under 'strict-dynamic' a browser ignores script hosts: the widget's scripts run because its nonced code adds them.
  for (const load of loads) if (load.why !== 'api' && !(strict && load.kind === 'script')) sources.allow(load);

  const directives = ORDER.filter((name) => sources.lists.get(name)?.length).map((name) => `${name} ${sources.lists.get(name)!.join(' ')}`);
  directives.push("object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'");
  if (strict) directives.push("require-trusted-types-for 'script'", `trusted-types ${[...trustedTypesPolicies, ...(extra.trustedTypes ?? [])].join(' ')}`);
  return directives.join('; ');
}
