import { describe, expect, it } from 'vitest';
import type { CheckContext, SiteConfig } from '../types.ts';
import { botProtection } from './botProtection.ts';
import { DFP_BACKEND_URL, DFP_SCRIPT_URL } from '@auth-widget/sdk/protocol';

/** The provider's DFP hosts, as the protocol module names them. */
const DFP_ORIGIN = new URL(DFP_SCRIPT_URL).origin;

const LIVE = 'public-token-live-abc';
const TEST = 'public-token-test-abc';
const BOTH = { captcha_settings: { enabled: true, siteKey: 'k' }, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' };

/** A provider whose bootstrap answers `data`. */
const provider = (data: Record<string, unknown>) => (async () => Response.json({ data })) as unknown as typeof fetch;

function run(data: Record<string, unknown>, site: Record<string, unknown> = {}, csp?: string) {
  const ctx: CheckContext = { site: { publicToken: LIVE, ...site } as SiteConfig, api: 'https://api.example.com', fetch: provider(data), csp };
  return botProtection.run(ctx);
}

/** A CSP that allows what the live scripts need. */
const LIVE_CSP = [
  "default-src 'self'",
  `script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ ${DFP_ORIGIN}`,
  'frame-src https://www.google.com/recaptcha/',
  `connect-src 'self' https://www.google.com/recaptcha/ ${DFP_BACKEND_URL}`,
].join('; ');

describe('bot protection check', () => {
  it('is skipped without an API URL, and says when bootstrap cannot be read', async () => {
    expect(await botProtection.run({ site: {}, api: null, fetch })).toEqual({ status: 'pass', message: 'Skipped: no API URL.', fix: '' });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const result = await botProtection.run({ site: { publicToken: LIVE }, api: 'http://127.0.0.1:9', fetch: down });
    expect(result.status).toBe('warn');
    expect(result.message).toBe("Not checked: the provider's bootstrap could not be read.");
  });

  it('reports captcha and DFP off, and needs no CSP then', async () => {
    const result = await run({ captcha_settings: { enabled: false, siteKey: '' }, dfp_protected_auth_enabled: false }, {}, "default-src 'none'");
    expect(result).toEqual({ status: 'pass', message: 'Captcha off; DFP Protected Auth off: the widget loads no bot-protection script.', fix: '' });
  });

  it('reports both on, the site key and the mode; without a CSP it says it did not check one', async () => {
    const result = await run(BOTH);
    expect(result.status).toBe('pass');
    expect(result.message).toBe(
      'Captcha on (site key "k"); DFP Protected Auth on (DECISIONING). No CSP given (--csp <policy>, or csp in the settings file), so whether it allows their scripts was not checked.',
    );
  });

  it('warns when captcha is on without a site key, and about an unknown DFP mode, escaping what the provider sent', async () => {
    const noKey = await run({ captcha_settings: { enabled: true, siteKey: '' } });
    expect(noKey.status).toBe('warn');
    expect(noKey.message).toContain('Captcha on; DFP Protected Auth off. Captcha is on without a site key');
    expect(noKey.fix).toBe('Set the captcha site key in the project.');
    const odd = await run({ captcha_settings: { enabled: true, siteKey: 'k\u001b[2J\u009b' }, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'BLOCK\u202e' });
    expect(odd.status).toBe('warn');
    expect(odd.message).toContain('site key "k\\u001b[2J\\u009b"');
    expect(odd.message).toContain('The DFP mode is "BLOCK\\u202e", not one of DECISIONING, OBSERVATION.');
    expect([...odd.message].filter((c) => ['\u001b', '\u009b', '\u202e'].includes(c))).toEqual([]);
  });

  it('passes a CSP that allows the live scripts, frame and calls', async () => {
    const result = await run(BOTH, {}, LIVE_CSP);
    expect(result.status).toBe('pass');
    expect(result.message).toBe('Captcha on (site key "k"); DFP Protected Auth on (DECISIONING). The CSP (--csp) allows their 3 scripts, 1 frame and 2 calls.');
  });

  it('fails a CSP that refuses them, naming the directive, what it refuses, and the exact sources to add', async () => {
    const result = await run(BOTH, {}, `default-src 'self'; script-src 'self' ${DFP_ORIGIN}; connect-src 'self'`);
    expect(result.status).toBe('fail');
    expect(result.message).toContain(
      "The CSP's script-src does not allow reCAPTCHA Enterprise's script (https://www.google.com/recaptcha/enterprise.js) and reCAPTCHA's code (https://www.gstatic.com/recaptcha/releases/).",
    );
    expect(result.message).toContain("The CSP's default-src (there is no frame-src or child-src) does not allow reCAPTCHA's frame (https://www.google.com/recaptcha/).");
    expect(result.message).toContain(`The CSP's connect-src does not allow reCAPTCHA's calls (https://www.google.com/recaptcha/) and the DFP telemetry submit call (${DFP_BACKEND_URL}/submit).`);
    expect(result.fix).toBe(
      [
        'Add https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ to script-src.',
        "Add https://www.google.com/recaptcha/ to default-src (or to a new frame-src that repeats default-src's sources).",
        `Add https://www.google.com/recaptcha/ ${DFP_BACKEND_URL}/submit to connect-src.`,
      ].join(' '),
    );
  });

  it("says 'none' is what refuses, and falls back to default-src for each kind on its own", async () => {
    const none = await run({ dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'OBSERVATION' }, {}, "script-src 'none'; connect-src https:");
    expect(none.status).toBe('fail');
    expect(none.message).toBe(
      `Captcha off; DFP Protected Auth on (OBSERVATION). The CSP's script-src is 'none', so it refuses the DFP telemetry script (${DFP_ORIGIN}/telemetry.js).`,
    );
    expect(none.fix).toBe(`Replace 'none' in script-src with ${DFP_ORIGIN}.`);
    const allNone = await run(BOTH, {}, "default-src 'none'");
    expect(allNone.message).toContain("The CSP's default-src (there is no frame-src or child-src) is 'none', so it refuses reCAPTCHA's frame (https://www.google.com/recaptcha/).");
    expect(allNone.fix).toContain('Add a frame-src with https://www.google.com/recaptcha/.');
    expect(allNone.fix).toContain(`Add a script-src with https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ ${DFP_ORIGIN}.`);
    const fallback = await run({ dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'OBSERVATION' }, {}, "default-src 'self'");
    expect(fallback.fix).toBe(
      `Add ${DFP_ORIGIN} to default-src (or to a new script-src that repeats default-src's sources). ` +
        `Add ${DFP_BACKEND_URL}/submit to default-src (or to a new connect-src that repeats default-src's sources).`,
    );
  });

  it("warns under 'strict-dynamic' that the scripts run only when a trusted script loads them", async () => {
    const csp = LIVE_CSP.replace("script-src 'self'", "script-src 'nonce-r4nd0m' 'strict-dynamic'");
    const result = await run(BOTH, {}, csp);
    expect(result.status).toBe('warn');
    expect(result.message).toContain(
      "The CSP's script-src has 'strict-dynamic', so browsers ignore its host sources: reCAPTCHA Enterprise's script, reCAPTCHA's code and the DFP telemetry script load only when a trusted script inserts them.",
    );
    expect(result.message).toContain('allowed by a nonce or a hash');
    expect(result.fix).toContain("Give the widget's <script> the policy's nonce");
  });

  it('uses the emulator stand-ins for a test token, on the test API URL', async () => {
    const site = { publicToken: TEST, endpoints: { testApiUrl: 'http://127.0.0.1:5000/' } };
    const refused = await run(BOTH, site, "default-src 'self'; script-src 'self' http://127.0.0.1:4455");
    expect(refused.status).toBe('fail');
    expect(refused.message).toContain(
      "The CSP's script-src does not allow the emulator's reCAPTCHA stand-in (http://127.0.0.1:5000/__recaptcha/enterprise.js) and the emulator's DFP stand-in (http://127.0.0.1:5000/__dfp/telemetry.js).",
    );
    expect(refused.fix).toContain('Add http://127.0.0.1:5000/__recaptcha/ http://127.0.0.1:5000/__dfp/ to script-src.');
    expect(refused.fix).toContain("Add http://127.0.0.1:5000/__recaptcha/api/execute http://127.0.0.1:5000/__dfp/submit to default-src (or to a new connect-src that repeats default-src's sources).");
    const allowed = await run(BOTH, site, "default-src 'self' http://127.0.0.1:5000");
    expect(allowed.message).toContain('The CSP (--csp) allows their 2 scripts and 2 calls.');
    const defaultOrigin = await run(BOTH, { publicToken: TEST }, "default-src 'self' http://127.0.0.1:4455");
    expect(defaultOrigin.status).toBe('pass');
  });

  it('follows endpoint overrides, fails ones that are not http(s) URLs, and reads the site origin for self', async () => {
    const site = {
      endpoints: { captchaScriptUrl: 'https://www.recaptcha.net/recaptcha/enterprise.js', dfpScriptUrl: 'https://shop.example/dfp/telemetry.js', dfpBackendUrl: 'https://shop.example/dfp/' },
      config: { products: ['oauth'], oauthOptions: { loginRedirectURL: 'https://shop.example/auth' } },
    };
    const csp = "default-src 'self'; script-src 'self' https://www.recaptcha.net/recaptcha/ https://www.gstatic.com/recaptcha/; frame-src https://www.recaptcha.net; connect-src 'self' https://www.recaptcha.net/recaptcha/";
    expect((await run(BOTH, site, csp)).status).toBe('pass');
    const bad = await run(BOTH, { endpoints: { dfpScriptUrl: 'javascript:alert(1)', dfpBackendUrl: 'not a url\u0007' } }, LIVE_CSP);
    expect(bad.status).toBe('fail');
    expect(bad.message).toContain('endpoints.dfpScriptUrl is "javascript:alert(1)", not an http(s) URL.');
    expect(bad.message).toContain('endpoints.dfpBackendUrl is "not a url\\u0007", not an absolute http(s) URL.');
    const badApi = await run(BOTH, { publicToken: TEST, endpoints: { testApiUrl: 'nope' } });
    expect(badApi.message).toContain('endpoints.testApiUrl is "nope", not an absolute http(s) URL.');
    expect(badApi.message.match(/testApiUrl/g)).toHaveLength(1);
  });

  it('reads csp from the settings file when --csp is not given, and a pasted header line too', async () => {
    expect((await run(BOTH, { csp: LIVE_CSP })).message).toContain('The CSP (csp in the settings file) allows');
    expect((await run(BOTH, { csp: "default-src 'self'" }, LIVE_CSP)).status).toBe('pass');
    expect((await run(BOTH, {}, `Content-Security-Policy: ${LIVE_CSP.replace(DFP_ORIGIN, '')}`)).status).toBe('fail');
    const notString = await run(BOTH, { csp: ["default-src 'self'"] });
    expect(notString).toMatchObject({ status: 'fail', message: 'csp in the settings file must be a string.' });
  });
});
