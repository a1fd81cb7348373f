import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import {
  CLIENTSIDE_SERVICES_PATH,
  DEFAULT_LIVE_API_URL,
  DEFAULT_TEST_API_URL,
  DFP_BACKEND_URL,
  DFP_SCRIPT_URL,
  EMULATOR_GSI_SCRIPT_PATH,
  GOOGLE_GSI_SCRIPT_URL,
  LIVE_CLIENTSIDE_SERVICES_URL,
  RECAPTCHA_SCRIPT_URL,
} from '@auth-widget/sdk/protocol';
import { contentSecurityPolicy, NONCE_PLACEHOLDER, parseSiteSettings, policyNonce, securityHeaders, type PolicyOptions } from '@auth-widget/sdk/site';
import { botProtection } from '../doctor/checks/botProtection.ts';
import { cspAllows, type CspRequest } from '../doctor/cspAllows.ts';
import type { SiteConfig } from '../doctor/types.ts';
import { runBin } from '../testing/runBin.ts';
import { templatesRoot } from './scaffold.ts';

/**
 * The security headers the templates send, built by the sdk (`@auth-widget/sdk/site`) from auth-widget.config.json:
 * what the policy allows follows the settings, it allows what the widget loads and no more, doctor's own checks agree
 * with it, and each template's server sends it with what its framework needs. Asked of the policy through doctor's
 * matcher, not by comparing text.
 */
type Template = 'vanilla-vite' | 'react-vite' | 'vue-vite' | 'sveltekit' | 'astro' | 'nextjs';

const LIVE = 'public-token-live-abc';
/** The settings the scaffolder writes by default, and variations of them. */
const SITE = { publicToken: EMULATOR_PUBLIC_TOKEN, config: { products: ['otp'], otpOptions: { methods: ['email'] } }, styles: {}, cookieOptions: {}, endpoints: {} };
const ONE_TAP = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } };
const PAGE = 'http://localhost:5173';

/** The policy for a settings file, as a site's server builds it: the file read and checked, then the headers. */
const csp = (settings: unknown, mode: PolicyOptions['mode'] = 'production') => contentSecurityPolicy(parseSiteSettings(settings), { mode });
const headersOf = (settings: unknown, options: PolicyOptions) => securityHeaders(parseSiteSettings(settings), options);

/** Whether the policy lets the template's page make the request. */
function allows(policy: string, request: CspRequest, url: string): boolean {
  return cspAllows(policy, request, url, PAGE).result === 'allowed';
}

/** The sources of one directive of the policy. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found?.slice(1);
}

describe('security headers', () => {
  it('sends nosniff, a strict referrer policy and a CSP that nobody may frame the site under', () => {
    const headers = headersOf(SITE, { mode: 'production' });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const policy = headers['Content-Security-Policy']!;
    expect(policy).toBe(csp(SITE));
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets the test token reach the emulator, and nothing else of another origin', () => {
    const policy = csp(SITE);
    expect(allows(policy, 'connect', `${DEFAULT_TEST_API_URL}/sdk/v1/projects/bootstrap/x`)).toBe(true);
    expect(allows(policy, 'connect', 'http://127.0.0.1:4456/sdk/v1/x')).toBe(false);
    expect(allows(policy, 'connect', 'https://attacker.example/collect')).toBe(false);
    expect(allows(policy, 'script', `${PAGE}/assets/index.js`)).toBe(true);
    expect(allows(policy, 'script', 'https://cdn.example/x.js')).toBe(false);
    expect(allows(policy, 'frame', 'https://attacker.example/')).toBe(false);
    // No captcha, DFP or One Tap: none of their hosts.
    expect(allows(policy, 'script', RECAPTCHA_SCRIPT_URL)).toBe(false);
    expect(allows(policy, 'script', GOOGLE_GSI_SCRIPT_URL)).toBe(false);
    expect(allows(policy, 'script', `${DEFAULT_TEST_API_URL}${EMULATOR_GSI_SCRIPT_PATH}`)).toBe(false);
  });

  it('follows the API URL of the config: the test URL, the live default, a live proxy', () => {
    const moved = csp({ ...SITE, endpoints: { testApiUrl: 'http://127.0.0.1:5123/' } });
    expect(allows(moved, 'connect', 'http://127.0.0.1:5123/sdk/v1/x')).toBe(true);
    expect(allows(moved, 'connect', `${DEFAULT_TEST_API_URL}/sdk/v1/x`)).toBe(false);
    const live = csp({ ...SITE, publicToken: LIVE });
    expect(allows(live, 'connect', `${DEFAULT_LIVE_API_URL}/sdk/v1/x`)).toBe(true);
    expect(allows(live, 'connect', `${DEFAULT_TEST_API_URL}/sdk/v1/x`)).toBe(false);
    const proxied = csp({ ...SITE, publicToken: LIVE, endpoints: { liveApiUrl: 'https://auth.shop.example/provider' } });
    expect(allows(proxied, 'connect', 'https://auth.shop.example/provider/sdk/v1/x')).toBe(true);
    expect(allows(proxied, 'connect', `${DEFAULT_LIVE_API_URL}/sdk/v1/x`)).toBe(false);
  });

  it("allows inline styles (the widget's <style> element) and no eval in production", () => {
    for (const settings of [SITE, { ...SITE, publicToken: LIVE, config: ONE_TAP, botProtection: { captcha: true, dfp: true } }]) {
      const policy = csp(settings);
      expect(directive(policy, 'style-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
      expect(policy).not.toContain("'unsafe-eval'");
    }
  });

  it('allows the dev server its hot-reload socket, and production no such thing', () => {
    // The hot-reload socket, also where a browser does not take 'self' for ws: or the socket has a port of its own.
    expect(allows(csp(SITE, 'dev'), 'connect', 'ws://localhost:24678/?token=x')).toBe(true);
    expect(allows(csp(SITE), 'connect', 'ws://localhost:24678/?token=x')).toBe(false);
  });

  it("allows One Tap's script, frames and calls, and the provider's helper frame, only when the config turns One Tap on", () => {
    const live = csp({ ...SITE, publicToken: LIVE, config: ONE_TAP });
    expect(allows(live, 'script', GOOGLE_GSI_SCRIPT_URL)).toBe(true);
    expect(allows(live, 'frame', 'https://accounts.google.com/gsi/iframe/select')).toBe(true);
    expect(allows(live, 'connect', 'https://accounts.google.com/gsi/status')).toBe(true);
    expect(directive(live, 'style-src')).toContain('https://accounts.google.com/gsi/style');
    // The reference provider's helper frame for its live API is on a host of its own.
    const helper = LIVE_CLIENTSIDE_SERVICES_URL;
    expect(allows(live, 'frame', helper)).toBe(true);
    expect(allows(live, 'frame', 'https://attacker.example/')).toBe(false);

    const test = csp({ ...SITE, config: ONE_TAP });
    expect(allows(test, 'script', `${DEFAULT_TEST_API_URL}${EMULATOR_GSI_SCRIPT_PATH}`)).toBe(true);
    expect(allows(test, 'frame', `${DEFAULT_TEST_API_URL}${CLIENTSIDE_SERVICES_PATH}`)).toBe(true);
    expect(allows(test, 'script', GOOGLE_GSI_SCRIPT_URL)).toBe(false);

    const overridden = csp({ ...SITE, publicToken: LIVE, config: ONE_TAP, endpoints: { clientsideServicesUrl: 'https://frames.shop.example/cs/index.html' } });
    expect(allows(overridden, 'frame', 'https://frames.shop.example/cs/index.html')).toBe(true);
    expect(allows(overridden, 'frame', helper)).toBe(false);

    // one_tap that cannot apply (another product beside oauth): Google is a redirect button, nothing is loaded.
    const notApplied = csp({ ...SITE, publicToken: LIVE, config: { ...ONE_TAP, products: ['oauth', 'otp'] } });
    expect(allows(notApplied, 'script', GOOGLE_GSI_SCRIPT_URL)).toBe(false);
    expect(allows(notApplied, 'frame', helper)).toBe(false);
  });

  it("allows the logo's origin for images", () => {
    const policy = csp({ ...SITE, config: { ...SITE.config, logo: { logoImageUrl: 'https://cdn.shop.example/logo.png' } } });
    expect(allows(policy, 'connect', 'https://cdn.shop.example/logo.png')).toBe(false);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https://cdn.shop.example']);
  });

  it('refuses settings that are not URLs, or whose host would add to the policy, and escapes ; and , in paths', () => {
    for (const testApiUrl of ['javascript:alert(1)', 'not a url', "http://a;script-src 'unsafe-inline'", 'http://a,b']) {
      expect(() => csp({ ...SITE, endpoints: { testApiUrl } }), testApiUrl).toThrow(/^auth-widget\.config\.json: endpoints\.testApiUrl /);
    }
    expect(() => csp({ ...SITE, botProtection: { captcha: 'yes' } })).toThrow('auth-widget.config.json: botProtection.captcha must be true or false');
    const policy = csp({ ...SITE, botProtection: { captcha: true }, endpoints: { captchaScriptUrl: 'http://127.0.0.1:4455/a;b,c/enterprise.js' } });
    expect(policy).toContain('http://127.0.0.1:4455/a%3Bb%2Cc/');
    expect(policy.split(';').length).toBe(csp(SITE).split(';').length);
  });

  describe('agrees with doctor: the bot-protection check passes the policy for what the project turns on', () => {
    const BOTH = { captcha_settings: { enabled: true, siteKey: 'k' }, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' };
    /** Doctor's bot-protection check of the site, its policy given as the settings file's csp, the provider answering `data`. */
    const doctor = (site: Record<string, unknown>, policy: string, data: Record<string, unknown> = BOTH) =>
      botProtection.run({
        site: { ...site, csp: policy } as SiteConfig,
        api: 'https://api.example.com',
        fetch: (async () => Response.json({ data })) as unknown as typeof fetch,
      });

    for (const mode of ['production', 'dev'] as const) {
      it(`${mode}: live and test tokens, default and overridden endpoints`, async () => {
        const sites = [
          { ...SITE, publicToken: LIVE, botProtection: { captcha: true, dfp: true } },
          { ...SITE, botProtection: { captcha: true, dfp: true } },
          { ...SITE, botProtection: { captcha: true, dfp: true }, endpoints: { testApiUrl: 'http://127.0.0.1:5123' } },
          {
            ...SITE,
            publicToken: LIVE,
            botProtection: { captcha: true, dfp: true },
            endpoints: { captchaScriptUrl: 'https://www.recaptcha.net/recaptcha/enterprise.js', dfpScriptUrl: 'https://shop.example/dfp/telemetry.js', dfpBackendUrl: 'https://shop.example/dfp/' },
          },
        ];
        for (const site of sites) {
          const result = await doctor(site, csp(site, mode));
          expect(result.status, JSON.stringify(site.endpoints)).toBe('pass');
          expect(result.message).toContain('The CSP (csp in the settings file) allows their');
        }
      });
    }

    it('fails when the project turns on what the settings do not say, so a site learns it from doctor, not from its visitors', async () => {
      const site = { ...SITE, publicToken: LIVE };
      const result = await doctor(site, csp(site));
      expect(result.status).toBe('fail');
      expect(result.fix).toContain(`Add https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ ${new URL(DFP_SCRIPT_URL).origin} to script-src.`);
      expect(result.fix).toContain(`${DFP_BACKEND_URL}/submit`);
      const captchaOnly = { ...site, botProtection: { captcha: true } };
      expect((await doctor(captchaOnly, csp(captchaOnly), { captcha_settings: { enabled: true, siteKey: 'k' } })).status).toBe('pass');
      expect((await doctor(captchaOnly, csp(captchaOnly))).status).toBe('fail');
    });
  });
});

// The templates' build tools are not installed here: stand-ins that are enough for their config files to load.
vi.mock('@vitejs/plugin-react', () => ({ default: () => ({ name: 'vite:react' }) }));
vi.mock('@vitejs/plugin-vue', () => ({ default: () => ({ name: 'vite:vue' }) }));
vi.mock('next/constants.js', () => ({ PHASE_DEVELOPMENT_SERVER: 'phase-development-server' }));
// next/server's NextResponse.next, as proxy.ts uses it: a response, and the request headers the page is rendered with.
vi.mock('next/server', () => ({ NextResponse: { next: ({ request }: { request: { headers: Headers } }) => ({ headers: new Headers(), request }) } }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
// Astro's middleware module, as Astro gives it: the handler itself.
vi.mock('astro:middleware', () => ({ defineMiddleware: <T>(handler: T) => handler }));
// SvelteKit's environment module: the built server's (a test stubs AUTH_WIDGET_SECURITY_POLICY for the strict one).
vi.mock('$app/env', () => ({ dev: false }));

describe('templates: the servers send the headers built from the config', () => {
  const settingsOf = async (template: Template): Promise<unknown> => JSON.parse(await readFile(join(templatesRoot(), template, 'auth-widget.config.json'), 'utf8'));
  /** The sources of script-src in a header set. */
  const scripts = (headers: Record<string, string>) => directive(headers['Content-Security-Policy']!, 'script-src');

  /** The template's vite.config.ts as Vite loads it: its plugins, and what its auth-widget plugin adds to the config. */
  const viteConfigOf = async (template: Template) => {
    const { default: config } = (await import(join(templatesRoot(), template, 'vite.config.ts'))) as {
      default: { plugins: { name: string; config?: (user: object) => ViteConfig; configurePreviewServer?: (server: unknown) => void }[] };
    };
    const plugin = config.plugins.flat().find((p) => p.name === 'auth-widget');
    if (!plugin?.config) throw new Error(`${template}: vite.config.ts has no authWidget() plugin`);
    return { plugin, added: plugin.config({ root: join(templatesRoot(), template) }) };
  };
  type ViteConfig = { server: { headers: Record<string, string> }; preview: { headers: Record<string, string> } };

  it.each([
    ['vanilla-vite', ["'self'"]],
    // React Fast Refresh's preamble is an inline script, in dev only.
    ['react-vite', ["'self'", "'unsafe-inline'"]],
    // Vue's hot reload runs from modules: no inline script.
    ['vue-vite', ["'self'"]],
  ] as const)("%s: the sdk's Vite plugin sends the dev headers from the dev server with what it needs, the production ones from vite preview", async (template, devScripts) => {
    vi.resetModules();
    vi.stubEnv('AUTH_WIDGET_SECURITY_POLICY', '');
    try {
      const { added } = await viteConfigOf(template);
      const settings = await settingsOf(template);
      expect(added.server.headers).toEqual(headersOf(settings, { mode: 'dev', extra: { script: devScripts.slice(1) } }));
      expect(scripts(added.server.headers)).toEqual(devScripts);
      expect(added.preview.headers).toEqual(headersOf(settings, { mode: 'production' }));
      expect(scripts(added.preview.headers)).toEqual(["'self'"]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  /** Astro's middleware as the server built with `env` runs it: one response to a page, and the nonce it gave the page. */
  const astroServes = async (env: { DEV: boolean; AUTH_WIDGET_SECURITY_POLICY: string }, page: string) => {
    vi.resetModules();
    vi.stubEnv('DEV', env.DEV);
    vi.stubEnv('AUTH_WIDGET_SECURITY_POLICY', env.AUTH_WIDGET_SECURITY_POLICY);
    type Handler = (context: { locals: { nonce?: string } }, next: () => Promise<Response>) => Promise<Response>;
    const { onRequest } = (await import(join(templatesRoot(), 'astro', 'src', 'middleware.ts'))) as { onRequest: Handler };
    const context: { locals: { nonce?: string } } = { locals: {} };
    const response = await onRequest(context, async () => new Response(page, { headers: { 'Content-Type': 'text/html' } }));
    return { response, nonce: context.locals.nonce!, html: await response.text() };
  };

  it.each([
    ['dev', true],
    ['production', false],
  ] as const)('astro: the middleware sets the %s headers on every response, with a nonce of its own for the inline scripts the page carries', async (mode, dev) => {
    try {
      const page = '<!doctype html><script type="module" src="/_astro/index.js"></script>';
      const first = await astroServes({ DEV: dev, AUTH_WIDGET_SECURITY_POLICY: '' }, page);
      const second = await astroServes({ DEV: dev, AUTH_WIDGET_SECURITY_POLICY: '' }, page);
      const headers = headersOf(await settingsOf('astro'), { mode, extra: { script: [`'nonce-${first.nonce}'`] } });
      for (const [name, value] of Object.entries(headers)) expect(first.response.headers.get(name), name).toBe(value);
      expect(scripts(headers)).toEqual(["'self'", `'nonce-${first.nonce}'`]);
      expect(second.nonce).not.toBe(first.nonce);
      // Under the standard policy the page is sent as rendered.
      expect(first.html).toBe(page);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("astro: under the strict policy the production server sends it with the response's nonce, written on Astro's module scripts and no other script", async () => {
    const page = '<script type="module" src="/_astro/index.js"></script><script type="module" src="/other.js"></script><script>alert(1)</script>';
    try {
      const strict = await astroServes({ DEV: false, AUTH_WIDGET_SECURITY_POLICY: 'strict' }, page);
      const policy = strict.response.headers.get('content-security-policy')!;
      expect(policy).toBe(contentSecurityPolicy(parseSiteSettings(await settingsOf('astro')), { mode: 'production', policy: 'strict', nonce: strict.nonce }));
      expect(policyNonce(policy)).toBe(strict.nonce);
      expect(strict.html).toBe(`<script type="module" nonce="${strict.nonce}" src="/_astro/index.js"></script><script type="module" src="/other.js"></script><script>alert(1)</script>`);
      expect(strict.response.headers.get('cache-control')).toBe('no-store');
      // The dev server keeps the standard policy: its styles and scripts carry no nonce.
      const dev = await astroServes({ DEV: true, AUTH_WIDGET_SECURITY_POLICY: 'strict' }, page);
      expect(directive(dev.response.headers.get('content-security-policy')!, 'script-src')).toEqual(["'self'", `'nonce-${dev.nonce}'`]);
      expect(dev.html).toBe(page);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('sveltekit: the hook allows the nonce SvelteKit gave the page, and under the strict policy sends it in the strict policy', async () => {
    type Handle = (input: { event: unknown; resolve: (event: unknown, options: { transformPageChunk(input: { html: string }): string | Promise<string> }) => Promise<Response> }) => Promise<Response>;
    const settings = await settingsOf('sveltekit');
    // A page as SvelteKit renders it in its CSP mode 'nonce': the nonce on the csp-nonce meta element and in its policy.
    const page = `<meta property="csp-nonce" nonce="abc123=="><div><style nonce="${NONCE_PLACEHOLDER}"></style></div>`;
    const serve = async (policy: string, body = page) => {
      vi.resetModules();
      vi.stubEnv('SSR', true);
      vi.stubEnv('AUTH_WIDGET_SECURITY_POLICY', policy);
      const { handle } = (await import(join(templatesRoot(), 'sveltekit', 'src', 'hooks.server.ts'))) as { handle: Handle };
      let html = '';
      const response = await handle({
        event: {},
        resolve: async (_event, { transformPageChunk }) => {
          html = await transformPageChunk({ html: body });
          return new Response(html, { headers: { 'content-security-policy': "script-src 'self' 'nonce-abc123=='" } });
        },
      });
      return { html, policy: response.headers.get('content-security-policy')! };
    };
    try {
      const standard = await serve('');
      expect(standard.policy).toBe(headersOf(settings, { mode: 'production', extra: { script: ["'nonce-abc123=='"] } })['Content-Security-Policy']);
      // The server-rendered widget's <style> carries the page's nonce.
      expect(standard.html).toBe('<meta property="csp-nonce" nonce="abc123=="><div><style nonce="abc123=="></style></div>');
      // The sign-in page's widget element, as Svelte renders it empty, gets the first screen, its <style> with the nonce.
      const signIn = await serve('', '<meta property="csp-nonce" nonce="abc123=="><div id="s1" data-auth-widget="" data-auth-widget-first-screen=""></div>');
      expect(signIn.html).toMatch(/^<meta property="csp-nonce" nonce="abc123=="><div id="s1" data-auth-widget="" data-auth-widget-first-screen=""><style id="auth-widget-styles" nonce="abc123==">/);
      expect(signIn.html).toContain('<form');
      expect(signIn.html).not.toContain(NONCE_PLACEHOLDER);
      const strict = await serve('strict');
      expect(strict.policy).toBe(contentSecurityPolicy(parseSiteSettings(settings), {
        mode: 'production',
        policy: 'strict',
        nonce: 'abc123==',
        // SvelteKit's route announcer's style attribute, by its hash alone.
        extra: { style: ["'unsafe-hashes'", "'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='"], trustedTypes: ['svelte-trusted-html'] },
      }));
      expect(directive(strict.policy, 'script-src')).toEqual(["'nonce-abc123=='", "'strict-dynamic'"]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  /** What proxy.ts answers one request with: the response's headers, and the request's as the page is rendered with. */
  type Proxied = { headers: Headers; request: { headers: Headers } };
  /** proxy.ts as a server started with `env` loads it (the settings are read as the module loads). */
  const loadProxy = async (env: Record<string, string>) => {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const proxy = ((await import(join(templatesRoot(), 'nextjs', 'proxy.ts'))) as { proxy: (request: { headers: Headers }) => Proxied }).proxy;
    return () => proxy({ headers: new Headers({ accept: 'text/html' }) });
  };

  it('nextjs: proxy.ts sends the dev headers under next dev, the production ones otherwise, inline scripts allowed and eval in dev only', async () => {
    const settings = await settingsOf('nextjs');
    try {
      for (const [nodeEnv, mode, script] of [
        ['development', 'dev', ["'self'", "'unsafe-inline'", "'unsafe-eval'"]],
        ['production', 'production', ["'self'", "'unsafe-inline'"]],
      ] as const) {
        const answer = (await loadProxy({ NODE_ENV: nodeEnv, AUTH_WIDGET_SECURITY_POLICY: '' }))();
        const headers = headersOf(settings, { mode, extra: { script: script.slice(1) } });
        expect(scripts(headers)).toEqual(script);
        expect(Object.fromEntries(answer.headers)).toEqual(Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])));
        // No policy, so no nonce, to hand to the renderer.
        expect(answer.request.headers.get('content-security-policy')).toBeNull();
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('nextjs: under the strict policy each request gets a nonce of its own, in the policy and in the request the page is rendered with', async () => {
    const settings = await settingsOf('nextjs');
    try {
      const proxied = await loadProxy({ NODE_ENV: 'production', AUTH_WIDGET_SECURITY_POLICY: 'strict' });
      const [first, second] = [proxied(), proxied()];
      // The root layout reads the nonce for the widgets from the request's policy, as Next.js does for its scripts.
      const nonce = policyNonce(first.request.headers.get('content-security-policy'))!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policyNonce(second.request.headers.get('content-security-policy'))).not.toBe(nonce);
      // Next.js's client policy, and the layout's default one for Turbopack's chunks, beside the widget's.
      const policy = contentSecurityPolicy(parseSiteSettings(settings), { mode: 'production', policy: 'strict', nonce, extra: { trustedTypes: ['nextjs', 'default'] } });
      expect(directive(policy, 'trusted-types')).toEqual(['auth-widget', 'nextjs', 'default']);
      expect(first.headers.get('content-security-policy')).toBe(policy);
      // Next.js reads the nonce for its own scripts from the request's policy.
      expect(first.request.headers.get('content-security-policy')).toBe(policy);
      expect(directive(policy, 'script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
      // next dev adds eval, which React uses in development.
      const dev = (await loadProxy({ NODE_ENV: 'development', AUTH_WIDGET_SECURITY_POLICY: 'strict' }))();
      expect(directive(dev.headers.get('content-security-policy')!, 'script-src')).toEqual([`'nonce-${policyNonce(dev.request.headers.get('content-security-policy'))}'`, "'strict-dynamic'", "'unsafe-eval'"]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it.each([
    ['vanilla-vite', 'mpa', []],
    ['react-vite', 'spa', []],
    // Vue creates a Trusted Types policy of its own.
    ['vue-vite', 'spa', ['vue']],
  ] as const)('%s: vite preview serves each page under the strict policy with a nonce of its own', async (template, appType, trustedTypes) => {
    vi.resetModules();
    vi.stubEnv('AUTH_WIDGET_SECURITY_POLICY', 'strict');
    const dir = await mkdtemp(join(tmpdir(), 'strict-preview-'));
    try {
      await writeFile(join(dir, 'index.html'), `<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><script type="module" nonce="${NONCE_PLACEHOLDER}" src="/a.js"></script>`);
      const { plugin } = await viteConfigOf(template);
      let middleware: (req: { url: string }, res: unknown, next: () => void) => void = () => {};
      plugin.configurePreviewServer!({ config: { root: dir, build: { outDir: '.' }, appType }, middlewares: { use: (fn: typeof middleware) => (middleware = fn) } });
      const serve = (url: string) =>
        new Promise<{ headers: Record<string, string>; body: string } | 'next'>((resolve) => {
          const headers: Record<string, string> = {};
          middleware({ url }, { setHeader: (name: string, value: string) => (headers[name] = value), end: (body: string) => resolve({ headers, body }) }, () => resolve('next'));
        });
      const [first, second] = await Promise.all([serve('/'), serve('/')]);
      if (first === 'next' || second === 'next') throw new Error('the page was not served');
      const policy = first.headers['Content-Security-Policy']!;
      const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)![1]!;
      expect(first.body).toBe(`<meta property="csp-nonce" nonce="${nonce}"><script type="module" nonce="${nonce}" src="/a.js"></script>`);
      expect(second.body).not.toContain(nonce);
      expect(directive(policy, 'trusted-types')).toEqual(['auth-widget', ...trustedTypes]);
      // Files that are not pages are vite preview's.
      expect(await serve('/assets/a.js')).toBe('next');
    } finally {
      vi.unstubAllEnvs();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('auth-widget doctor --csp agrees with the policy, against the emulator', () => {
  let emulator: Emulator;
  let dir: string;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    dir = await mkdtemp(join(tmpdir(), 'template-csp-'));
    const put = await fetch(`${emulator.url}/__dev/api/project`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ captcha_settings: { enabled: true, siteKey: 'k' }, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' }),
    });
    expect(put.status).toBe(200);
  });
  afterAll(async () => {
    await emulator.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['production', 'dev'] as const)('%s', async (mode) => {
    const settings = { ...SITE, endpoints: { testApiUrl: emulator.url }, botProtection: { captcha: true, dfp: true } };
    const file = join(dir, `${mode}.json`);
    await writeFile(file, JSON.stringify(settings));
    const policy = csp(settings, mode);
    const r = await runBin('auth-widget', ['doctor', '--config', file, '--json', '--csp', policy, 'bot-protection']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).checks[1]).toMatchObject({ id: 'bot-protection', status: 'pass', message: expect.stringContaining('The CSP (--csp) allows their 2 scripts and 2 calls.') });
  });
});
