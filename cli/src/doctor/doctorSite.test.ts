import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import { parseSiteSettings, securityHeaders } from '@auth-widget/sdk/site';
import { templatesRoot } from '../create/scaffold.ts';
import { runBin } from '../testing/runBin.ts';

/**
 * `auth-widget doctor --site`, run as the built binary against small sites served here (on 127.0.0.1, opened as
 * localhost) and the provider emulator: a good site passes every check, a broken one fails each site check with its
 * finding, and the templates' own pages, sent with their own security headers, pass.
 */

interface Route {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A site: each path's answer; any other path is a 404. Returns its port. */
async function serve(routes: Record<string, Route | ((path: string) => Route)>): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    const entry = routes[path] ?? routes['*'];
    const route = typeof entry === 'function' ? entry(path) : (entry ?? { status: 404, body: '<h1>Not found</h1>' });
    res.writeHead(route.status ?? 200, { 'Content-Type': 'text/html; charset=utf-8', ...route.headers }).end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

const html = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>${head}</head><body><header><a href="/">Shop</a> <a href="/account">Account</a></header><main>${body}</main><script type="module" src="/assets/app.js"></script></body></html>`;

let dir: string;
let emulator: Emulator;
const servers: Server[] = [];
let good: number;
let broken: number;

/** The policy a site that gets it right sends: the emulator for calls, its helper frame and One Tap stand-in, Trusted Types with the widget's policy. */
const goodCsp = () =>
  [
    "default-src 'self'",
    `script-src 'self' ${emulator.url}/__google/gsi/client`,
    `connect-src 'self' ${emulator.url}`,
    `frame-src ${emulator.url}`,
    "require-trusted-types-for 'script'",
    'trusted-types app-policy auth-widget',
    "frame-ancestors 'none'",
  ].join('; ');
/** Calls and frames fall back to default-src 'self' (the API and the helper frame are refused), and auth-widget is not a trusted type. */
const BROKEN_CSP = "default-src 'self'; script-src 'self'; require-trusted-types-for 'script'; trusted-types app-policy";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doctor-site-'));
  emulator = await startEmulator({ port: 0 });
  const goodSite = await serve({
    '/': { headers: { 'Content-Security-Policy': goodCsp() }, body: html('<h1>Sign in</h1><div id="login"></div>') },
    '/authenticate': { headers: { 'Content-Security-Policy': goodCsp() }, body: html('<h1>Signing you in</h1><p role="status">Checking your link…</p>') },
    '/reset-password': { headers: { 'Content-Security-Policy': goodCsp() }, body: html('<h1>Reset your password</h1><div id="reset"></div>') },
  });
  const brokenSite = await serve({
    '/': { headers: { 'Content-Security-Policy': BROKEN_CSP }, body: html('<h1>Sign in to the shop</h1><p>Welcome back: sign in to see your orders.</p>') },
    '/old-login': { status: 302, headers: { Location: '/' } },
    // A page that sends what a terminal would obey: an escape sequence and a bidi override, as entities and raw.
    '/hostile': {
      body: html(
        '<div data-auth-widget id="w&#27;[2J&#x9b;\u202e"></div>',
        `<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types evil&#27;[2J&#13;&#10;✓ pass forged\u2028">`,
      ),
    },
  });
  servers.push(goodSite.server, brokenSite.server);
  good = goodSite.port;
  broken = brokenSite.port;
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await emulator.stop();
  await rm(dir, { recursive: true, force: true });
});

interface Report {
  ok: boolean;
  checks: { id: string; title: string; status: string; message: string; fix: string }[];
}

let n = 0;
/** Runs doctor --json with a settings file of these contents. */
async function doctor(settings: unknown, ...args: string[]) {
  const file = join(dir, `config-${(n += 1)}.json`);
  await writeFile(file, JSON.stringify(settings));
  const result = await runBin('auth-widget', ['doctor', '--config', file, '--json', ...args]);
  const report = JSON.parse(result.stdout) as Report;
  const by = (id: string) => report.checks.find((c) => c.id === id);
  return { ...result, report, by, file };
}

/** A site with every product that redirects (magic links, passwords) and passkeys, against the emulator. */
function settingsFor(origin: string, extra: Record<string, unknown> = {}) {
  return {
    publicToken: EMULATOR_PUBLIC_TOKEN,
    endpoints: { testApiUrl: emulator.url },
    config: {
      products: ['emailMagicLinks', 'otp', 'passwords', 'passkeys'],
      emailMagicLinksOptions: { loginRedirectURL: `${origin}/authenticate`, signupRedirectURL: `${origin}/authenticate` },
      otpOptions: { methods: ['sms'], expirationMinutes: 5 },
      passwordOptions: { loginRedirectURL: `${origin}/authenticate`, resetPasswordRedirectURL: `${origin}/reset-password` },
    },
    cookieOptions: { path: '/' },
    ...extra,
  };
}

/** A site whose only sign-in is Google One Tap, against the emulator. */
function oneTapSettings(origin: string, extra: Record<string, unknown> = {}) {
  return {
    publicToken: EMULATOR_PUBLIC_TOKEN,
    endpoints: { testApiUrl: emulator.url },
    config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }], loginRedirectURL: `${origin}/authenticate`, signupRedirectURL: `${origin}/authenticate` } },
    ...extra,
  };
}

const SITE_CHECKS = ['site-pages', 'site-csp', 'site-passkeys', 'site-cookies', 'site-redirects', 'site-widget'];

describe('auth-widget doctor --site', () => {
  it('passes a good site: every check, the site checks included, exit 0, only JSON on stdout', async () => {
    const origin = `http://localhost:${good}`;
    const r = await doctor(settingsFor(origin), '--site', `${origin}/`);
    expect(r.stderr).toBe('');
    expect(r.report.checks.filter((c) => c.status !== 'pass')).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.report.checks.map((c) => c.id).slice(-6)).toEqual(SITE_CHECKS);
    expect(r.by('site-pages')?.message).toBe(`Read 3 page(s): "${origin}/" (200), "${origin}/authenticate" (200), "${origin}/reset-password" (200).`);
    expect(r.by('site-csp')?.message).toBe('The policy (header) of "/", "/authenticate" and "/reset-password" allows the widget\'s 1 call; captcha off and DFP off (the project\'s bootstrap).');
    expect(r.by('site-passkeys')?.message).toBe(`Passkeys use the RP ID "localhost" (the page's host) on "${origin}", a secure context.`);
    expect(r.by('site-redirects')?.message).toBe(`2 redirect URL(s): 2 fetched on "${origin}", each answering below 400, allowed by the project.`);
    expect(r.by('site-widget')?.message).toBe(`"${origin}/" has the widget's element (a <div> with id "login", matching "[data-auth-widget], #login").`);

    // One Tap: the helper frame, the stand-in and the widget's Trusted Types policy are allowed too.
    const oneTap = await doctor(oneTapSettings(origin), '--site', `${origin}/`, ...SITE_CHECKS);
    expect(oneTap.report.checks.filter((c) => c.status !== 'pass')).toEqual([]);
    expect(oneTap.by('site-csp')?.message).toContain('The policy (header) of "/" allows the widget\'s 1 script, 1 frame and 1 call');
  });

  it('reports each finding on a broken site, names the sources to add, and exits 1', async () => {
    const origin = `http://localhost:${broken}`;
    const settings = oneTapSettings(origin, { cookieOptions: { domain: 'other.example' }, widgetElement: '#login' });
    settings.config.oauthOptions.signupRedirectURL = 'https://shop.example/authenticate';
    const r = await doctor(settings, '--site', `${origin}/old-login`);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.by('site-pages')).toMatchObject({ status: 'pass', message: `Read 2 page(s): "${origin}/old-login" → "${origin}/" (200), "${origin}/authenticate" (404).` });

    const csp = r.by('site-csp')!;
    expect(csp.status).toBe('fail');
    expect(csp.message).toContain(`The CSP's default-src (there is no connect-src) does not allow the provider's API (${emulator.url}/sdk/v1/).`);
    expect(csp.message).toContain(`The CSP's default-src (there is no frame-src or child-src) does not allow One Tap's helper frame (${emulator.url}/clientside-services/index.html).`);
    expect(csp.message).toContain(`The CSP's script-src does not allow the emulator's One Tap stand-in (${emulator.url}/__google/gsi/client).`);
    expect(csp.message).toContain("The CSP has require-trusted-types-for 'script' and its trusted-types \"app-policy\" does not allow the policy auth-widget");
    expect(csp.fix).toContain(`Add ${emulator.url} to default-src (or to a new connect-src that repeats default-src's sources).`);
    expect(csp.fix).toContain(`Add ${emulator.url} to default-src (or to a new frame-src that repeats default-src's sources).`);
    expect(csp.fix).toContain(`Add ${emulator.url}/__google/gsi/client to script-src.`);
    expect(csp.fix).toContain('Add auth-widget to trusted-types');

    expect(r.by('site-cookies')).toMatchObject({
      status: 'fail',
      message: 'cookieOptions.domain "other.example" does not cover the site\'s host "localhost": browsers refuse cookies for another domain, so the session is never stored.',
    });

    const redirects = r.by('site-redirects')!;
    expect(redirects.status).toBe('fail');
    expect(redirects.message).toContain(`oauthOptions.loginRedirectURL "${origin}/authenticate" answers 404: visitors land on an error page after signing in.`);
    expect(redirects.message).toContain(`oauthOptions.signupRedirectURL "https://shop.example/authenticate" is on another origin than the site ("${origin}")`);
    expect(redirects.message).toContain('oauthOptions.signupRedirectURL "https://shop.example/authenticate" is not an allowed redirect URL of the project.');

    expect(r.by('site-widget')).toMatchObject({
      status: 'fail',
      message: `"${origin}/" has no element matching "#login" (widgetElement in the settings file) in its HTML: mounting fails with "The selector applies to no DOM elements currently on the page".`,
    });
    // Without a selector, the usual mount points missing are a warning only.
    const usual = await doctor(oneTapSettings(origin), '--site', `${origin}/`, 'site-widget');
    expect(usual.by('site-widget')?.status).toBe('warn');
    expect(usual.code).toBe(0);
  });

  it('fails passkeys on an IP address host, and an RP ID that is not the site\'s domain', async () => {
    const ip = `http://127.0.0.1:${broken}`;
    const onIp = await doctor(settingsFor(ip), '--site', `${ip}/`, 'site-passkeys');
    expect(onIp.code).toBe(1);
    expect(onIp.by('site-passkeys')).toEqual({
      id: 'site-passkeys',
      title: 'Site passkeys (relying party)',
      status: 'fail',
      message: 'The site\'s host "127.0.0.1" is an IP address, which cannot be a WebAuthn RP ID: browsers refuse every passkey ceremony there.',
      fix: `Open the site by a host name: http://localhost:${broken} while developing, an https domain once deployed.`,
    });
    const origin = `http://localhost:${good}`;
    const mismatch = await doctor(settingsFor(origin, { webauthnDomain: 'shop.example' }), '--site', `${origin}/`, 'site-passkeys');
    expect(mismatch.by('site-passkeys')?.status).toBe('fail');
    expect(mismatch.by('site-passkeys')?.message).toContain('The RP ID, webauthnDomain "shop.example", is neither the site\'s host "localhost" nor a parent domain of it');
  });

  it('fails when the site cannot be reached, and the other site checks say they could not look', async () => {
    const closed = await serve({});
    const port = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    const r = await doctor(settingsFor(`http://localhost:${port}`), '--site', `http://localhost:${port}/`, ...SITE_CHECKS);
    expect(r.code).toBe(1);
    expect(r.by('site-pages')?.status).toBe('fail');
    expect(r.by('site-pages')?.message).toContain('ECONNREFUSED');
    expect(r.by('site-csp')?.message).toBe("Not checked: the site's page could not be read.");
    expect(r.by('site-widget')?.message).toBe("Not checked: the site's page could not be read.");
  });

  it('escapes what a hostile site sends, in the human report and the JSON', async () => {
    const origin = `http://localhost:${broken}`;
    const file = join(dir, 'hostile.json');
    await writeFile(file, JSON.stringify(oneTapSettings(origin)));
    const human = await runBin('auth-widget', ['doctor', '--config', file, '--site', `${origin}/hostile`, 'site-csp', 'site-widget']);
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    expect(human.stdout.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/g)).toBeNull();
    // CR and LF split CSP words like spaces; the rest stays in the word, escaped.
    expect(human.stdout).toContain('its trusted-types "evil\\u001b[2J ✓ pass forged\\u2028" does not allow the policy auth-widget');
    expect(human.stdout).toContain('(a <div> with id "w\\u001b[2J\\u009b\\u202e", matching');
    // Every line is a check, its fix, the blank line or the summary: nothing the site sent starts a line of its own.
    const lines = human.stdout.trimEnd().split('\n');
    expect(lines.pop()).toMatch(/^\d+ passed, \d+ warning\(s\), \d+ failed$/);
    expect(lines.pop()).toBe('');
    for (const line of lines) expect(line).toMatch(/^(?:(?:✓ pass|! warn|✗ fail) (?:Settings file|Site [A-Za-z-]+(?: [a-z]+)*): |\s{9}fix: )/);
    expect(lines.filter((l) => /^(?:✓ pass|! warn|✗ fail) /.test(l))).toHaveLength(3);
    const json = await runBin('auth-widget', ['doctor', '--config', file, '--json', '--site', `${origin}/hostile`, 'site-widget']);
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    expect(json.stdout.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/g)).toBeNull();
    const report = JSON.parse(json.stdout) as Report;
    // The message quoted the id when it was made, so the report holds the escapes themselves, not the characters.
    expect(report.checks[1]?.message).toContain('with id "w\\u001b[2J\\u009b\\u202e"');
  });

  it('refuses a --site that is not an http(s) URL, or holds credentials, on stderr with exit 1', async () => {
    const file = join(dir, 'flags.json');
    await writeFile(file, JSON.stringify(settingsFor('http://localhost:5173')));
    for (const [value, problem] of [
      ['file:///etc/passwd', 'must be an http(s) URL'],
      ['localhost:5173', 'must be an http(s) URL'],
      ['http://user:secret@localhost:5173/', 'must not hold a user name or password'],
    ]) {
      const r = await runBin('auth-widget', ['doctor', '--config', file, '--site', value!]);
      expect(r.code, value).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`--site ${problem}`);
    }
    const empty = await runBin('auth-widget', ['doctor', '--config', file, '--site', 'http://localhost:5173/', '--widget-element', ' ']);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('--widget-element needs the selector');
  });

  it('documents --site, --widget-element and the settings fields it reads in its help', async () => {
    const help = await runBin('auth-widget', ['doctor', '--help']);
    expect(help.stdout).toContain('--site <url>');
    expect(help.stdout).toContain('--widget-element <selector>');
    for (const field of ['botProtection', 'webauthnDomain', 'widgetElement']) expect(help.stdout).toMatch(new RegExp(`^ {2}${field}$`, 'm'));
  });
});

describe('auth-widget doctor --site on the templates\' pages', () => {
  /** Serves a template's HTML pages (as `vite preview` routes them) with the production security headers its vite.config.ts sends. */
  async function serveTemplate(template: 'vanilla-vite' | 'react-vite' | 'vue-vite', settingsOf: (origin: string) => unknown) {
    const root = join(templatesRoot(), template);
    const pages: Record<string, string> = {};
    for (const [path, name] of [['/', 'index.html'], ['/authenticate', 'authenticate.html'], ['/reset-password', 'reset-password.html']] as const) {
      // The single-page apps serve index.html on every path.
      pages[path] = await readFile(join(root, template === 'vanilla-vite' ? name : 'index.html'), 'utf8');
    }
    let headers: Record<string, string> = {};
    const site = await serve({ '*': (path) => (pages[path] === undefined ? { status: 404 } : { headers, body: pages[path] }) });
    servers.push(site.server);
    const origin = `http://localhost:${site.port}`;
    const settings = settingsOf(origin);
    headers = securityHeaders(parseSiteSettings(settings), { mode: 'production' });
    return { origin, settings };
  }

  it('vanilla-vite: its pages and headers pass every site check', async () => {
    const { origin, settings } = await serveTemplate('vanilla-vite', (o) => settingsFor(o));
    const r = await doctor(settings, '--site', `${origin}/`, ...SITE_CHECKS);
    expect(r.report.checks.filter((c) => c.status !== 'pass')).toEqual([]);
    expect(r.by('site-widget')?.message).toContain('(a <div> with id "login"');
    expect(r.by('site-csp')?.message).toContain('The policy (header) of "/", "/authenticate" and "/reset-password" allows the widget\'s 1 call');
  });

  it.each([
    ['react-vite', 'root', oneTapSettings],
    ['vue-vite', 'app', settingsFor],
  ] as const)('%s: rendered in the browser, so the widget check warns and says how to look', async (template, root, settingsOf) => {
    const { origin, settings } = await serveTemplate(template, (o) => settingsOf(o));
    const r = await doctor(settings, '--site', `${origin}/`, ...SITE_CHECKS);
    expect(r.code).toBe(0);
    expect(r.report.checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(r.by('site-widget')).toMatchObject({ status: 'warn' });
    expect(r.by('site-widget')?.message).toContain(`and it looks rendered in the browser: its HTML has an empty #${root} and scripts that render into it`);
    expect(r.by('site-csp')?.status).toBe('pass');
  });
});
