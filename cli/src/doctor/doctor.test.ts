import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import { DEFAULT_LIVE_API_URL } from '@auth-widget/sdk/protocol';
import { runBin } from '../testing/runBin.ts';

let dir: string;
let emulator: Emulator;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doctor-'));
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.stop();
  await rm(dir, { recursive: true, force: true });
});

const good = {
  publicToken: EMULATOR_PUBLIC_TOKEN,
  config: {
    products: ['oauth', 'otp', 'passkeys'],
    oauthOptions: {
      providers: [{ type: 'google', custom_scopes: ['email'], provider_params: { prompt: 'select_account' } }, { type: 'github' }],
      loginRedirectURL: 'http://localhost:5173/authenticate',
      signupRedirectURL: 'http://localhost:5173/authenticate',
    },
    otpOptions: { methods: ['email', 'sms'], expirationMinutes: 5 },
  },
  styles: { container: { width: '400px', borderRadius: '8px' }, colors: { primary: '#19303D', error: 'rgb(139 18 20)' } },
  cookieOptions: { opaqueTokenCookieName: 'site_session', path: '/' },
};

let n = 0;
async function doctor(site: unknown, ...args: string[]) {
  const file = join(dir, `config-${(n += 1)}.json`);
  await writeFile(file, typeof site === 'string' ? site : JSON.stringify(site));
  const result = await runBin('auth-widget', ['doctor', '--config', file, '--json', ...args]);
  const report = JSON.parse(result.stdout) as { ok: boolean; checks: { id: string; status: string; message: string; fix: string }[] };
  const by = (id: string) => report.checks.find((c) => c.id === id);
  return { ...result, report, by };
}

function withConfig(patch: Record<string, unknown>, top: Record<string, unknown> = {}) {
  return { ...good, ...top, config: { ...good.config, ...patch } };
}

describe('auth-widget doctor', () => {
  it('passes a good config, prints only JSON with --json, exits 0', async () => {
    const { code, report, stderr } = await doctor(good);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.checks.every((c) => c.status === 'pass')).toBe(true);
    for (const c of report.checks) expect(Object.keys(c).sort()).toEqual(['fix', 'id', 'message', 'status', 'title']);
  });

  it('fails both configuration errors of the spec', async () => {
    const passkeysOnly = await doctor(withConfig({ products: ['passkeys'] }));
    expect(passkeysOnly.code).toBe(1);
    expect(passkeysOnly.by('products')?.message).toContain('Cannot use Passkeys by itself');
    const both = await doctor(withConfig({ products: ['emailMagicLinks', 'otp'], emailMagicLinksOptions: {} }));
    expect(both.by('products')?.status).toBe('fail');
    expect(both.by('products')?.message).toContain('Cannot use both EML and Email OTP');
  });

  it('fails unknown products, missing options, unknown methods and providers', async () => {
    const r = await doctor(withConfig({ products: ['otp', 'sso'], otpOptions: { methods: ['pigeon'] } }));
    expect(r.by('products')?.message).toContain('Unknown products: sso');
    expect(r.by('otp-methods')?.message).toContain('pigeon');
    const noOptions = await doctor({ ...good, config: { products: ['oauth'] } });
    expect(noOptions.by('product-options')?.status).toBe('fail');
    const providers = await doctor(
      withConfig({ oauthOptions: { providers: [{ type: 'myspace' }, { type: 'google', custom_scopes: 'email', provider_params: ['x'] }] } }),
    );
    const message = providers.by('oauth-providers')?.message ?? '';
    expect(message).toContain('"myspace" is not a supported provider');
    expect(message).toContain('custom_scopes must be an array of strings');
    expect(message).toContain('provider_params must be an object');
  });

  it('warns when one_tap is set but cannot apply, and says why; --strict turns it into exit 1', async () => {
    const config = withConfig({ oauthOptions: { providers: [{ type: 'google', one_tap: true }, { type: 'github' }] } });
    const r = await doctor(config);
    expect(r.code).toBe(0);
    expect(r.by('one-tap')?.status).toBe('warn');
    expect(r.by('one-tap')?.message).toContain('oauth must be the only product');
    expect(r.by('one-tap')?.message).toContain('google must be the only provider');
    expect((await doctor(config, '--strict')).code).toBe(1);
    const applies = await doctor({ ...good, config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } } });
    expect(applies.by('one-tap')?.status).toBe('pass');
  });

  it('fails relative and plain-http redirect URLs but accepts http on localhost', async () => {
    const r = await doctor(
      withConfig({ oauthOptions: { ...good.config.oauthOptions, loginRedirectURL: '/authenticate', signupRedirectURL: 'http://shop.example/auth' } }),
    );
    expect(r.by('redirect-urls')?.status).toBe('fail');
    expect(r.by('redirect-urls')?.message).toContain('not an absolute URL');
    expect(r.by('redirect-urls')?.message).toContain('uses http on shop.example');
  });

  it('checks the public token: format, live with and without a live URL, and secrets', async () => {
    expect((await doctor({ ...good, publicToken: 'pk_live_123' })).by('public-token')?.status).toBe('warn');
    const live = await doctor({ ...good, publicToken: 'public-token-live-abc' });
    expect(live.by('public-token')?.status).toBe('pass');
    expect(live.by('public-token')?.message).toBe(`Live token: calls go to the provider's live API, ${DEFAULT_LIVE_API_URL}.`);
    const liveOk = await doctor({ ...good, publicToken: 'public-token-live-abc', endpoints: { liveApiUrl: 'https://api.example.com' } }, 'public-token');
    expect(liveOk.by('public-token')?.status).toBe('pass');
    expect((await doctor({ ...good, publicToken: 'secret-abc' })).by('public-token')?.message).toContain('secret');
    expect((await doctor({ ...good, publicToken: undefined })).by('public-token')?.status).toBe('fail');
  });

  it('checks cookie options: strings, names, and a domain that covers the site', async () => {
    const r = await doctor({ ...good, cookieOptions: { jwtCookieName: 'bad name;', path: 5 } });
    const c = r.by('cookie-options')!;
    expect(c.status).toBe('fail');
    expect(c.message).toContain('cookieOptions.path must be a string');
    expect(c.message).toContain('not a valid cookie name');
    const site = withConfig({ oauthOptions: { ...good.config.oauthOptions, loginRedirectURL: 'https://app.shop.example/auth', signupRedirectURL: 'https://app.shop.example/auth' } });
    expect((await doctor({ ...site, cookieOptions: { domain: '.shop.example' } })).by('cookie-options')?.status).toBe('pass');
    const wrong = await doctor({ ...site, cookieOptions: { domain: 'other.example' } });
    expect(wrong.by('cookie-options')?.message).toContain('does not cover the site\'s host app.shop.example');
  });

  it('checks theme colours, lengths and the logo URL', async () => {
    const r = await doctor({
      ...good,
      styles: { colors: { primary: 'blurple' }, container: { width: 'wide' }, fontFamily: 'x;}' },
      config: { ...good.config, logo: { logoImageUrl: 'javascript:alert(1)' } },
    });
    const t = r.by('theme')!;
    expect(t.status).toBe('fail');
    expect(t.message).toContain('"blurple" is not a CSS colour');
    expect(t.message).toContain('"wide" is not a CSS length');
    expect(t.message).toContain('styles.fontFamily "x;}" contains ;');
    expect(t.message).toContain('not an https URL');
  });

  it('fails theme values the widget refuses, cookie options that add attributes, and a live API URL on plain http', async () => {
    const r = await doctor({
      ...good,
      publicToken: 'public-token-live-abc',
      endpoints: { liveApiUrl: 'http://api.example.com' },
      styles: { colors: { primary: 'url(http://cdn.example/x.png)' }, fontFamily: '"Evil"' },
      cookieOptions: { domain: 'example.com; SameSite=None' },
    });
    expect(r.code).toBe(1);
    expect(r.by('theme')?.message).toContain('styles.colors.primary "url(http://cdn.example/x.png)" contains a url()-like function');
    expect(r.by('theme')?.message).toContain('styles.fontFamily "\\"Evil\\"" contains quotes');
    expect(r.by('theme')?.fix).toContain('no url()');
    expect(r.by('cookie-options')?.message).toContain('cookieOptions.domain "example.com; SameSite=None" contains ";"');
    expect(r.by('public-token')?.status).toBe('fail');
    expect(r.by('public-token')?.message).toContain('endpoints.liveApiUrl "http://api.example.com" is not https');
    const local = await doctor({ ...good, publicToken: 'public-token-live-abc', endpoints: { liveApiUrl: 'http://127.0.0.1:8080' } }, 'public-token');
    expect(local.by('public-token')?.status).toBe('pass');
  });

  it('runs the live checks against the provider with --api', async () => {
    const r = await doctor(good, '--api', emulator.url);
    expect(r.by('bootstrap')?.status).toBe('pass');
    expect(r.by('bootstrap')?.message).toContain('PKCE required for: none');
    expect(r.by('allowed-redirects')?.status).toBe('pass');
    emulator.store.project.pkce_required_for_oauth = true;
    emulator.store.project.captcha_settings = { enabled: true, siteKey: 'site-key' };
    const pkce = await doctor(good, '--api', emulator.url, 'bootstrap');
    expect(pkce.by('bootstrap')?.message).toContain('PKCE required for: oauth');
    expect(pkce.by('bootstrap')?.message).toContain('captcha on');
    emulator.reset();
    const foreign = await doctor(
      withConfig({ oauthOptions: { ...good.config.oauthOptions, loginRedirectURL: 'https://shop.example/auth', signupRedirectURL: 'https://shop.example/auth' } }),
      '--api',
      emulator.url,
      'allowed-redirects',
    );
    expect(foreign.by('allowed-redirects')?.status).toBe('fail');
    const wrongToken = await doctor({ ...good, publicToken: 'public-token-test-unknown' }, '--api', emulator.url, 'bootstrap');
    expect(wrongToken.by('bootstrap')?.status).toBe('fail');
    const down = await doctor(good, '--api', 'http://127.0.0.1:9', 'bootstrap');
    expect(down.by('bootstrap')?.message).toContain('cannot be reached');
  });

  it('reports captcha and DFP from the emulator, and whether the site\'s CSP (--csp or csp) allows the stand-ins', async () => {
    const put = await fetch(`${emulator.url}/__dev/api/project`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ captcha_settings: { enabled: true, siteKey: 'k' }, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' }),
    });
    expect(put.status).toBe(200);
    // The site points its test token at this emulator, so the widget would load the stand-ins from it (and doctor
    // takes its API URL from there too).
    const site = { ...good, endpoints: { testApiUrl: emulator.url } };
    const facts = 'Captcha on (site key "k"); DFP Protected Auth on (DECISIONING).';
    try {
      const unchecked = await doctor(site);
      expect(unchecked.code).toBe(0);
      expect(unchecked.stderr).toBe('');
      expect(unchecked.by('bot-protection')).toMatchObject({ status: 'pass', message: `${facts} No CSP given (--csp <policy>, or csp in the settings file), so whether it allows their scripts was not checked.` });
      // The bootstrap check still says captcha is on, but leaves the details to bot-protection.
      expect(unchecked.by('bootstrap')).toMatchObject({ status: 'pass', message: 'Bootstrap OK: PKCE required for: none; captcha on; watermark shown.' });
      expect(unchecked.report.checks.map((c) => c.id).slice(-3)).toEqual(['bootstrap', 'bot-protection', 'allowed-redirects']);

      const allowing = `default-src 'self'; script-src 'self' ${emulator.url}/__recaptcha/ ${emulator.url}/__dfp/; connect-src 'self' ${emulator.url}`;
      const allowed = await doctor(site, '--csp', allowing);
      expect(allowed.code).toBe(0);
      expect(allowed.by('bot-protection')).toEqual({
        id: 'bot-protection',
        title: 'Bot protection and CSP (live)',
        status: 'pass',
        message: `${facts} The CSP (--csp) allows their 2 scripts and 2 calls.`,
        fix: '',
      });

      const refused = await doctor({ ...site, csp: "default-src 'self'; script-src 'self' https:" }, 'bot-protection');
      expect(refused.code).toBe(1);
      expect(refused.report.checks.map((c) => c.id)).toEqual(['config-file', 'bot-protection']);
      const check = refused.by('bot-protection')!;
      expect(check.status).toBe('fail');
      expect(check.message).toContain(`The CSP's script-src does not allow the emulator's reCAPTCHA stand-in (${emulator.url}/__recaptcha/enterprise.js)`);
      expect(check.fix).toBe(
        `Add ${emulator.url}/__recaptcha/ ${emulator.url}/__dfp/ to script-src. ` +
          `Add ${emulator.url}/__recaptcha/api/execute ${emulator.url}/__dfp/submit to default-src (or to a new connect-src that repeats default-src's sources).`,
      );
      // --csp wins over the settings file's csp.
      expect((await doctor({ ...site, csp: "default-src 'none'" }, '--csp', allowing, 'bot-protection')).code).toBe(0);
    } finally {
      emulator.reset();
    }
    const off = await doctor({ ...good, endpoints: { testApiUrl: emulator.url } }, 'bot-protection');
    expect(off.by('bot-protection')?.message).toBe('Captcha off; DFP Protected Auth off: the widget loads no bot-protection script.');
    const empty = await runBin('auth-widget', ['doctor', '--config', join(dir, 'config-1.json'), '--csp', ' ']);
    expect(empty.code).toBe(1);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toContain('--csp needs the Content-Security-Policy header\'s value');
  });

  it('documents --csp and the csp field in its help', async () => {
    const help = await runBin('auth-widget', ['doctor', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--csp <policy>');
    expect(help.stdout).toMatch(/^ {2}csp {4}the site's Content-Security-Policy/m);
  });

  it('fails on a missing or malformed file, with the reason', async () => {
    const missing = await runBin('auth-widget', ['doctor', '--config', join(dir, 'nope.json'), '--json']);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout).checks[0]).toMatchObject({ id: 'config-file', status: 'fail' });
    const broken = await doctor('{ "publicToken": ');
    expect(broken.code).toBe(1);
    expect(broken.by('config-file')?.message).toContain('not valid JSON');
  });

  it('reports every check when entries are malformed', async () => {
    const r = await doctor({ ...good, config: { ...good.config, oauthOptions: { providers: [null] } } });
    expect(r.code).toBe(1);
    expect(r.report.checks.length).toBeGreaterThan(5);
  });

  it('prints a readable report without --json and refuses unknown checks on stderr', async () => {
    const file = join(dir, 'plain.json');
    await writeFile(file, JSON.stringify(good));
    const plain = await runBin('auth-widget', ['doctor', '--config', file]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('✓ pass Products');
    expect(plain.stdout).toMatch(/\d+ passed, 0 warning\(s\), 0 failed/);
    const unknown = await runBin('auth-widget', ['doctor', '--config', file, 'nonsense']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown check nonsense');
    expect(unknown.stdout).toBe('');
  });

  it('escapes control characters from the config in the human report, so no value can clear the screen or forge a line', async () => {
    const forged = '\r\u001b[2K✓ pass Everything: all checks passed\n\n13 passed, 0 warning(s), 0 failed\u001b[2J\u001b[H';
    const hostile = {
      ...good,
      endpoints: { testApiUrl: `http://127.0.0.1:9${forged}` },
      config: {
        ...good.config,
        products: ['oauth', 'otp', `sso${forged}`],
        otpOptions: { methods: ['email', `pigeon\u009b2J\u202e`] },
        oauthProviders: undefined,
        oauthOptions: { ...good.config.oauthOptions, providers: [{ type: `myspace\u2028✓ pass\u0085` }] },
      },
      styles: { colors: { primary: `red\u0007${forged}` } },
      cookieOptions: { jwtCookieName: `x\u007f${forged}` },
      locale: `de${forged}`,
    };
    const file = join(dir, 'hostile.json');
    await writeFile(file, JSON.stringify(hostile));
    const human = await runBin('auth-widget', ['doctor', '--config', file]);
    expect(human.code).toBe(1);
    // No control or formatting character but the report's own line feeds (NO_COLOR: no colours either).
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    expect(human.stdout.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g)).toBeNull();
    expect(human.stdout).toContain('\\u001b[2J');
    expect(human.stdout).toContain('\\r\\u001b[2K✓ pass Everything');
    // Every line is a check, its fix, the blank line or the one summary, which counts the real results.
    const lines = human.stdout.trimEnd().split('\n');
    const summary = lines.pop();
    expect(lines.pop()).toBe('');
    for (const line of lines) expect(line).toMatch(/^(?:(?:✓ pass|! warn|✗ fail) [A-Za-z][^:]*: |\s{9}fix: )/);
    expect(lines.filter((l) => /^(?:✓ pass|! warn|✗ fail) /.test(l)).length).toBeGreaterThan(5);
    const json = await runBin('auth-widget', ['doctor', '--config', file, '--json']);
    const report = JSON.parse(json.stdout) as { checks: { id: string; status: string; message: string }[] };
    const count = (status: string) => report.checks.filter((c) => c.status === status).length;
    expect(summary).toBe(`${count('pass')} passed, ${count('warn')} warning(s), ${count('fail')} failed`);
    expect(count('fail')).toBeGreaterThan(0);
  });

  it('escapes in the JSON report what JSON.stringify leaves raw, and keeps the values exact', async () => {
    const file = join(dir, 'hostile-json.json');
    await writeFile(file, JSON.stringify({ ...good, config: { ...good.config, products: ['otp', 'x\u001b[2J\u007f\u009b\u2028\u202e'] } }));
    const r = await runBin('auth-widget', ['doctor', '--config', file, '--json']);
    expect(r.code).toBe(1);
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    expect(r.stdout.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/g)).toBeNull();
    expect(r.stdout).toContain('x\\u001b[2J\\u007f\\u009b\\u2028\\u202e');
    const report = JSON.parse(r.stdout) as { checks: { id: string; message: string }[] };
    expect(report.checks.find((c) => c.id === 'products')?.message).toBe('Unknown products: x\u001b[2J\u007f\u009b\u2028\u202e.');
  });

  it('reads regular files only, and refuses a FIFO, a device and a directory at once, with exit 1', async () => {
    const fifo = join(dir, 'settings.fifo');
    execFileSync('mkfifo', [fifo]);
    const folder = join(dir, 'a-folder');
    await mkdir(folder);
    const cases: [path: string, what: string][] = [
      [fifo, 'is a named pipe (FIFO), not a regular file'],
      ['/dev/zero', 'is a character device, not a regular file'],
      [folder, 'is a directory, not a regular file'],
    ];
    for (const [path, what] of cases) {
      if (!existsSync(path)) continue;
      // Reading the FIFO would wait for a writer and /dev/zero would never end: the time-out would end the test.
      const r = await runBin('auth-widget', ['doctor', '--config', path, '--json'], { timeoutMs: 20_000 });
      expect(r.code, path).toBe(1);
      expect(JSON.parse(r.stdout).checks).toEqual([
        { id: 'config-file', title: 'Settings file', status: 'fail', message: `${path} ${what}.`, fix: "Pass --config the site's auth-widget.config.json, a regular file." },
      ]);
    }
  });

  it('refuses a settings file over 1 MB, saying so, without reading it', async () => {
    const big = join(dir, 'big.json');
    // Sparse: 300 MB on paper, nothing on disk, made in no time.
    await writeFile(big, '');
    await truncate(big, 300 * 1024 * 1024);
    const r = await runBin('auth-widget', ['doctor', '--config', big], { timeoutMs: 20_000 });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`✗ fail Settings file: ${big} is larger than 1 MB (314572800 bytes): only files of up to 1 MB (1048576 bytes) are read.`);
    expect(r.stdout).toContain('a settings file is a few kilobytes');
  });
});
