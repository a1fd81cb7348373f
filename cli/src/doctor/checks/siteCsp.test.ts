import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_API_URL, LIVE_CLIENTSIDE_SERVICES_URL } from '@auth-widget/sdk/protocol';
import { sitePage, siteSnapshot } from '../testing/siteSnapshot.ts';
import type { SitePage } from '../fetchSite.ts';
import type { CheckContext, SiteConfig } from '../types.ts';
import { contentSecurityPolicy } from '@auth-widget/sdk/site';
import { siteCsp } from './siteCsp.ts';

const SITE = 'https://shop.example/';
const API = 'http://127.0.0.1:4455';
/** A test token's site whose widget offers only Google One Tap, against the emulator at API. */
const ONE_TAP: SiteConfig = {
  publicToken: 'public-token-test-abc',
  endpoints: { testApiUrl: API },
  config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } },
};
/** Everything that site's widget needs, and Trusted Types enforced with the widget's policy. */
const GOOD_CSP = [
  "default-src 'self'",
  `script-src 'self' ${API}/__google/gsi/client`,
  `connect-src 'self' ${API}`,
  `frame-src ${API}`,
  "require-trusted-types-for 'script'",
  'trusted-types app-policy auth-widget',
].join('; ');
/** Refuses the API (default-src), the helper frame (default-src), the stand-in (script-src), and the widget's policy. */
const BROKEN_CSP = "default-src 'self'; script-src 'self'; require-trusted-types-for 'script'; trusted-types app-policy";

function run(site: SiteConfig, main: Partial<SitePage>, others: SitePage[] = [], extra: Partial<CheckContext> = {}) {
  return siteCsp.run({ site, api: null, fetch, snapshot: siteSnapshot(SITE, main, others), ...extra });
}

describe('site CSP check', () => {
  it('is skipped without --site, and does not judge a page it could not read', async () => {
    expect(await siteCsp.run({ site: ONE_TAP, api: null, fetch })).toEqual({ status: 'pass', message: 'Skipped: no --site URL.', fix: '' });
    expect((await run(ONE_TAP, { status: 404, csp: BROKEN_CSP })).message).toBe("Not checked: the site's page could not be read.");
  });

  it('passes a page without a policy: nothing is blocked', async () => {
    const result = await run(ONE_TAP, {});
    expect(result.status).toBe('pass');
    expect(result.message).toContain('1 page(s) send no policy, so nothing is blocked there');
  });

  it('passes a policy that allows the API, the helper frame, the stand-in and the policy auth-widget', async () => {
    const result = await run(ONE_TAP, { csp: GOOD_CSP });
    expect(result).toMatchObject({ status: 'pass', fix: '' });
    expect(result.message).toContain('The policy (header) of "/" allows the widget\'s 1 script, 1 frame and 1 call');
  });

  it('fails a policy without the API origin, the helper frame, the script and auth-widget, naming each source to add', async () => {
    const result = await run(ONE_TAP, { csp: BROKEN_CSP });
    expect(result.status).toBe('fail');
    expect(result.message).toContain(`The CSP's default-src (there is no connect-src) does not allow the provider's API (${API}/sdk/v1/).`);
    expect(result.message).toContain(`The CSP's default-src (there is no frame-src or child-src) does not allow One Tap's helper frame (${API}/clientside-services/index.html).`);
    expect(result.message).toContain(`The CSP's script-src does not allow the emulator's One Tap stand-in (${API}/__google/gsi/client).`);
    expect(result.message).toContain("The CSP has require-trusted-types-for 'script' and its trusted-types \"app-policy\" does not allow the policy auth-widget");
    expect(result.fix).toBe(
      [
        `Add ${API} to default-src (or to a new connect-src that repeats default-src's sources).`,
        `Add ${API} to default-src (or to a new frame-src that repeats default-src's sources).`,
        `Add ${API}/__google/gsi/client to script-src.`,
        "Add auth-widget to trusted-types (and 'allow-duplicates' when the client is on the page twice).",
      ].join(' '),
    );
  });

  it('enforces the header and the <meta> policies together, and ignores a <meta> outside the head', async () => {
    const meta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
    const both = await run(ONE_TAP, { csp: GOOD_CSP, html: `<head>${meta("connect-src 'self'")}</head><body></body>` });
    expect(both.status).toBe('fail');
    expect(both.message).toMatch(new RegExp(`^The CSP's connect-src does not allow the provider's API \\(${API}/sdk/v1/\\)\\. Captcha and DFP were not checked`));
    const metaOnly = await run(ONE_TAP, { html: `<head>${meta(GOOD_CSP.replaceAll("'", '&#39;'))}</head>` });
    expect(metaOnly.status).toBe('pass');
    expect(metaOnly.message).toContain('The policy (<meta>) of "/"');
    expect((await run(ONE_TAP, { html: `<body>${meta("default-src 'none'")}</body>` })).status).toBe('pass');
  });

  it("asks for Google's script, frames and calls and the provider's own helper frame for a live token", async () => {
    const live = { ...ONE_TAP, publicToken: 'public-token-live-abc', endpoints: {} };
    const result = await run(live, { csp: "default-src 'self'" });
    expect(result.fix).toContain(`Add ${DEFAULT_LIVE_API_URL} https://accounts.google.com/gsi/ to default-src (or to a new connect-src`);
    expect(result.fix).toContain(`Add ${new URL(LIVE_CLIENTSIDE_SERVICES_URL).origin} https://accounts.google.com/gsi/ to default-src (or to a new frame-src`);
    expect(result.fix).toContain("Add https://accounts.google.com/gsi/client to default-src (or to a new script-src");
    const allowing = `default-src 'self'; script-src https://accounts.google.com/gsi/client; frame-src ${new URL(LIVE_CLIENTSIDE_SERVICES_URL).origin} https://accounts.google.com/gsi/; connect-src ${DEFAULT_LIVE_API_URL} https://accounts.google.com/gsi/`;
    expect((await run(live, { csp: allowing })).status).toBe('pass');
  });

  it('asks for captcha and DFP where the widget loads them (the --site and reset pages), from bootstrap or the settings file', async () => {
    const site: SiteConfig = {
      publicToken: 'public-token-live-abc',
      endpoints: { liveApiUrl: 'https://api.example.com' },
      config: { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: 'https://shop.example/reset', loginRedirectURL: 'https://shop.example/authenticate' } },
    };
    const csp = "default-src 'self'; connect-src https://api.example.com";
    const pages = [
      sitePage('https://shop.example/reset', { csp, fields: ['passwordOptions.resetPasswordRedirectURL'] }),
      sitePage('https://shop.example/authenticate', { csp, fields: ['passwordOptions.loginRedirectURL'] }),
    ];
    const fromFile = await run({ ...site, botProtection: { captcha: true } }, { csp }, pages);
    expect(fromFile.status).toBe('fail');
    expect(fromFile.message).toContain(`On "/" and "/reset": The CSP's default-src (there is no script-src) does not allow reCAPTCHA Enterprise's script`);
    expect(fromFile.message).not.toContain('/authenticate');
    expect(fromFile.fix).toContain('Add https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ to default-src');

    const bootstrap = (async () => Response.json({ data: { captcha_settings: { enabled: false }, dfp_protected_auth_enabled: true } })) as unknown as typeof fetch;
    const fromProvider = await run(site, { csp }, pages, { api: 'https://api.example.com', fetch: bootstrap });
    expect(fromProvider.message).toContain('the DFP telemetry script');
    expect(fromProvider.message).not.toContain('reCAPTCHA');

    const unknown = await run(site, { csp }, pages);
    expect(unknown.status).toBe('pass');
    expect(unknown.message).toContain('Captcha and DFP were not checked: there is no API URL (--api) to ask, nor botProtection in the settings file.');
  });

  it('fails a trusted-types list without auth-widget when the widget loads a script, and only warns when it loads none', async () => {
    const listed = "default-src *; script-src * 'unsafe-inline'; trusted-types app-policy";
    const withScripts = await run(ONE_TAP, { csp: listed });
    expect(withScripts.status).toBe('fail');
    expect(withScripts.message).toContain('the client then refuses to load the emulator\'s One Tap stand-in');
    const otpOnly: SiteConfig = { publicToken: 'public-token-test-abc', endpoints: { testApiUrl: API }, config: { products: ['otp'], otpOptions: { methods: ['email'] } } };
    const none = await run(otpOnly, { csp: listed });
    expect(none.status).toBe('warn');
    expect(none.message).toContain('the widget loads no script here today');
    // Without a trusted-types directive any name may be created: Trusted Types enforced is no problem by itself.
    expect((await run(ONE_TAP, { csp: GOOD_CSP.replace('; trusted-types app-policy auth-widget', '') })).status).toBe('pass');
  });

  it('names the pages a finding is on when they differ', async () => {
    const result = await run(ONE_TAP, { csp: GOOD_CSP }, [sitePage('https://shop.example/authenticate', { csp: "default-src 'self'", fields: ['oauthOptions.loginRedirectURL'] })]);
    expect(result.status).toBe('fail');
    expect(result.message).toContain(`On "/authenticate": The CSP's default-src (there is no connect-src) does not allow the provider's API (${API}/sdk/v1/).`);
    expect(result.message).not.toContain('On "/"');
  });

  it('escapes what the site sent, and cuts a long directive short', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `p${i}`).join(' ');
    const html = `<head><meta http-equiv="Content-Security-Policy" content="trusted-types evil&#27;[2J&#x202e; ${names}"></head>`;
    const result = await run(ONE_TAP, { html });
    expect(result.message).toContain('trusted-types "evil\\u001b[2J\\u202e p0 p1 p2 p3 p4 …"');
    expect([...result.message].some((c) => c === '\u001b' || c === '\u202e')).toBe(false);
  });

  describe('with "securityPolicy": "strict" in the settings', () => {
    const STRICT: SiteConfig = { ...ONE_TAP, securityPolicy: 'strict' };
    /** The strict policy as the sdk builds it for the site, with this nonce. */
    const strictCsp = (nonce: string) => contentSecurityPolicy({ publicToken: 'public-token-test-abc', endpoints: { testApiUrl: API }, config: ONE_TAP.config }, { mode: 'production', policy: 'strict', nonce });
    const authenticate = (csp: string) => sitePage('https://shop.example/authenticate', { csp, fields: ['oauthOptions.loginRedirectURL'] });

    it("passes the sdk's strict policy with a nonce per page, and says nothing of 'strict-dynamic' ignoring hosts", async () => {
      const result = await run(STRICT, { csp: strictCsp('bm9uY2Ux') }, [authenticate(strictCsp('bm9uY2Uy'))]);
      expect(result).toMatchObject({ status: 'pass', fix: '' });
      // Without the setting, the same policy gets the warning that script hosts are ignored.
      expect((await run(ONE_TAP, { csp: strictCsp('bm9uY2Ux') })).message).toContain("has 'strict-dynamic', so browsers ignore its host sources");
    });

    it('fails a policy that is not the strict one, naming what it lacks', async () => {
      const result = await run(STRICT, { csp: GOOD_CSP.replace("; require-trusted-types-for 'script'", '') + "; style-src 'self' 'unsafe-inline'" });
      expect(result.status).toBe('fail');
      expect(result.message).toContain("the CSP's script-src has no 'nonce-…' with 'strict-dynamic'.");
      expect(result.message).toContain("the CSP's style-src has no 'nonce-…', or allows 'unsafe-inline'.");
      expect(result.message).toContain("the CSP has no require-trusted-types-for 'script'.");
      expect(result.fix).toContain("securityHeaders(settings, { mode, policy: 'strict', nonce: createNonce() })");
    });

    it('fails two pages served with the same nonce', async () => {
      const result = await run(STRICT, { csp: strictCsp('c2FtZQ==') }, [authenticate(strictCsp('c2FtZQ=='))]);
      expect(result.status).toBe('fail');
      expect(result.message).toContain('"/" and "/authenticate" were served with the same nonce');
    });
  });
});
