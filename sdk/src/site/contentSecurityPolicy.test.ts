import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_API_URL, DFP_BACKEND_URL, DFP_SCRIPT_URL, EMULATOR_PUBLIC_TOKEN, LIVE_CLIENTSIDE_SERVICES_URL } from '../protocol/index.ts';
import { contentSecurityPolicy, type PolicyOptions } from './contentSecurityPolicy.ts';
import type { WidgetLoadsSettings } from './widgetLoads.ts';

const DFP_ORIGIN = new URL(DFP_SCRIPT_URL).origin;
const HELPER_ORIGIN = new URL(LIVE_CLIENTSIDE_SERVICES_URL).origin;
const LIVE = 'public-token-live-abc';
const SITE: WidgetLoadsSettings = { publicToken: EMULATOR_PUBLIC_TOKEN, config: { products: ['otp'], otpOptions: { methods: ['email'] } }, endpoints: {} };
const ONE_TAP: WidgetLoadsSettings['config'] = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } };

/** Representative settings: each token kind, bot protection, One Tap, logos, and endpoints moved elsewhere. */
const CASES: Record<string, WidgetLoadsSettings> = {
  testToken: SITE,
  liveCaptchaDfp: { ...SITE, publicToken: LIVE, botProtection: { captcha: true, dfp: true } },
  testCaptchaDfp: { ...SITE, botProtection: { captcha: true, dfp: true } },
  oneTapTest: { ...SITE, config: ONE_TAP },
  oneTapLive: { ...SITE, publicToken: LIVE, config: ONE_TAP },
  logo: { ...SITE, config: { ...SITE.config, logo: { logoImageUrl: 'https://cdn.shop.example/logo.png' } }, styles: { logo: { logoImageUrl: 'https://other.example/x.png' } } },
  stylesLogo: { ...SITE, styles: { logo: { logoImageUrl: 'http://127.0.0.1:8080/logo.svg' } } },
  liveOverrides: {
    ...SITE,
    publicToken: LIVE,
    config: ONE_TAP,
    botProtection: { captcha: true, dfp: true },
    endpoints: {
      liveApiUrl: 'https://auth.shop.example/provider',
      captchaScriptUrl: 'https://www.recaptcha.net/recaptcha/enterprise.js',
      dfpScriptUrl: 'https://shop.example/dfp/telemetry.js',
      dfpBackendUrl: 'https://shop.example/dfp/',
      clientsideServicesUrl: 'https://frames.shop.example/cs/index.html',
    },
  },
  testOverrides: {
    ...SITE,
    config: ONE_TAP,
    botProtection: { captcha: true, dfp: true },
    endpoints: { testApiUrl: 'http://127.0.0.1:5123/', captchaScriptUrl: 'http://127.0.0.1:4455/a;b,c/enterprise.js', googleGsiScriptUrl: 'http://localhost:9000/gsi/client' },
  },
};

/** What each template passed for its framework, by server. */
const FRAMEWORKS: Record<string, PolicyOptions> = {
  'react-vite production': { mode: 'production' },
  'react-vite dev': { mode: 'dev', extra: { script: ["'unsafe-inline'"] } },
  'nextjs production': { mode: 'production', extra: { script: ["'unsafe-inline'"] } },
  'nextjs dev': { mode: 'dev', extra: { script: ["'unsafe-inline'", "'unsafe-eval'"] } },
  'vanilla-vite dev': { mode: 'dev' },
};

/** The policies the templates' own copies of the builder wrote for these settings before it moved here. */
const TEMPLATE_POLICIES: Record<string, Record<string, string>> = {
  'react-vite production': {
    testToken: `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:4455; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    liveCaptchaDfp: `default-src 'self'; script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ ${DFP_ORIGIN}; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' ${DEFAULT_LIVE_API_URL} https://www.google.com/recaptcha/ ${DFP_BACKEND_URL}/submit; frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    testCaptchaDfp: `default-src 'self'; script-src 'self' http://127.0.0.1:4455/__recaptcha/ http://127.0.0.1:4455/__dfp/; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:4455; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    oneTapTest: `default-src 'self'; script-src 'self' http://127.0.0.1:4455/__google/gsi/client; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:4455; frame-src http://127.0.0.1:4455; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    oneTapLive: `default-src 'self'; script-src 'self' https://accounts.google.com/gsi/client; style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; img-src 'self'; font-src 'self'; connect-src 'self' ${DEFAULT_LIVE_API_URL} https://accounts.google.com/gsi/; frame-src ${HELPER_ORIGIN} https://accounts.google.com/gsi/; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    logo: `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https://cdn.shop.example; font-src 'self'; connect-src 'self' http://127.0.0.1:4455; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    stylesLogo: `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' http://127.0.0.1:8080; font-src 'self'; connect-src 'self' http://127.0.0.1:4455; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    liveOverrides: `default-src 'self'; script-src 'self' https://www.recaptcha.net/recaptcha/ https://www.gstatic.com/recaptcha/ https://shop.example/dfp/ https://accounts.google.com/gsi/client; style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; img-src 'self'; font-src 'self'; connect-src 'self' https://auth.shop.example https://www.recaptcha.net/recaptcha/ https://shop.example/dfp/submit https://accounts.google.com/gsi/; frame-src https://www.recaptcha.net/recaptcha/ https://frames.shop.example https://accounts.google.com/gsi/; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    testOverrides: `default-src 'self'; script-src 'self' http://127.0.0.1:4455/a%3Bb%2Cc/ http://127.0.0.1:5123/__dfp/ http://localhost:9000/gsi/client; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:5123 http://127.0.0.1:4455/a%3Bb%2Cc/api/execute http://localhost:9000/gsi/; frame-src http://127.0.0.1:5123; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
  },
  'react-vite dev': {
    testToken: `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:4455 ws://localhost:*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    liveCaptchaDfp: `default-src 'self'; script-src 'self' 'unsafe-inline' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ ${DFP_ORIGIN}; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' ${DEFAULT_LIVE_API_URL} ws://localhost:* https://www.google.com/recaptcha/ ${DFP_BACKEND_URL}/submit; frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    testCaptchaDfp: `default-src 'self'; script-src 'self' 'unsafe-inline' http://127.0.0.1:4455/__recaptcha/ http://127.0.0.1:4455/__dfp/; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:4455 ws://localhost:*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    oneTapTest: `default-src 'self'; script-src 'self' 'unsafe-inline' http://127.0.0.1:4455/__google/gsi/client; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:4455 ws://localhost:*; frame-src http://127.0.0.1:4455; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    oneTapLive: `default-src 'self'; script-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/client; style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; img-src 'self'; font-src 'self'; connect-src 'self' ${DEFAULT_LIVE_API_URL} ws://localhost:* https://accounts.google.com/gsi/; frame-src ${HELPER_ORIGIN} https://accounts.google.com/gsi/; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    logo: `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' https://cdn.shop.example; font-src 'self'; connect-src 'self' http://127.0.0.1:4455 ws://localhost:*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    stylesLogo: `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' http://127.0.0.1:8080; font-src 'self'; connect-src 'self' http://127.0.0.1:4455 ws://localhost:*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    liveOverrides: `default-src 'self'; script-src 'self' 'unsafe-inline' https://www.recaptcha.net/recaptcha/ https://www.gstatic.com/recaptcha/ https://shop.example/dfp/ https://accounts.google.com/gsi/client; style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; img-src 'self'; font-src 'self'; connect-src 'self' https://auth.shop.example ws://localhost:* https://www.recaptcha.net/recaptcha/ https://shop.example/dfp/submit https://accounts.google.com/gsi/; frame-src https://www.recaptcha.net/recaptcha/ https://frames.shop.example https://accounts.google.com/gsi/; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    testOverrides: `default-src 'self'; script-src 'self' 'unsafe-inline' http://127.0.0.1:4455/a%3Bb%2Cc/ http://127.0.0.1:5123/__dfp/ http://localhost:9000/gsi/client; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:5123 ws://localhost:* http://127.0.0.1:4455/a%3Bb%2Cc/api/execute http://localhost:9000/gsi/; frame-src http://127.0.0.1:5123; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
  },
  'nextjs production': {
    testToken: `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:4455; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    oneTapLive: `default-src 'self'; script-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/client; style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; img-src 'self'; font-src 'self'; connect-src 'self' ${DEFAULT_LIVE_API_URL} https://accounts.google.com/gsi/; frame-src ${HELPER_ORIGIN} https://accounts.google.com/gsi/; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
  },
  'nextjs dev': {
    testToken: `default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:4455 ws://localhost:*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
  },
  'vanilla-vite dev': {
    testToken: `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self' http://127.0.0.1:4455 ws://localhost:*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
  },
};

describe('contentSecurityPolicy', () => {
  it.each(Object.entries(TEMPLATE_POLICIES).flatMap(([framework, cases]) => Object.entries(cases).map(([name, policy]) => [framework, name, policy] as const)))(
    '%s, %s: the policy the template wrote',
    (framework, name, policy) => {
      expect(contentSecurityPolicy(CASES[name]!, FRAMEWORKS[framework]!)).toBe(policy);
    },
  );

  it("with a nonce: script-src and style-src carry it, and style-src drops 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy(SITE, { mode: 'production', nonce: 'r4nd0m+/Q==', extra: { style: ['https://fonts.example'] } });
    expect(policy).toContain("script-src 'self' 'nonce-r4nd0m+/Q==';");
    expect(policy).toContain("style-src 'self' 'nonce-r4nd0m+/Q==' https://fonts.example;");
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it("strict: nonce and 'strict-dynamic' for scripts, no 'unsafe-inline', Trusted Types enforced, the rest as standard", () => {
    const nonce = 'r4nd0m+/Q==';
    const n = `'nonce-${nonce}'`;
    expect(contentSecurityPolicy(CASES.liveOverrides!, { mode: 'production', policy: 'strict', nonce })).toBe(
      `default-src 'self'; script-src ${n} 'strict-dynamic'; style-src 'self' ${n} https://accounts.google.com/gsi/style; img-src 'self'; font-src 'self'; connect-src 'self' https://auth.shop.example https://www.recaptcha.net/recaptcha/ https://shop.example/dfp/submit https://accounts.google.com/gsi/; frame-src https://www.recaptcha.net/recaptcha/ https://frames.shop.example https://accounts.google.com/gsi/; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types auth-widget`,
    );
    // A framework's dev server (Next.js's eval) and its own Trusted Types policies come from `extra`.
    const dev = contentSecurityPolicy(SITE, { mode: 'dev', policy: 'strict', nonce, extra: { script: ["'unsafe-eval'"], trustedTypes: ['nextjs#bundler'] } });
    expect(dev).toContain(`script-src ${n} 'strict-dynamic' 'unsafe-eval';`);
    expect(dev).toContain('connect-src \'self\' http://127.0.0.1:4455 ws://localhost:*;');
    expect(dev).toMatch(/; trusted-types auth-widget nextjs#bundler$/);
    expect(contentSecurityPolicy(SITE, { mode: 'production', policy: 'standard', nonce })).not.toContain('strict-dynamic');
  });

  it('strict without a nonce is refused: a policy that names none would block every script of the page', () => {
    expect(() => contentSecurityPolicy(SITE, { mode: 'production', policy: 'strict' })).toThrow(/the strict policy needs a nonce/);
  });

  it('refuses a nonce that could end the source, the directive or the policy', () => {
    for (const nonce of ['', "a' 'unsafe-eval", 'a;script-src *', 'a,b', 'a b']) {
      expect(() => contentSecurityPolicy(SITE, { mode: 'production', nonce }), nonce).toThrow(/nonce must be base64/);
    }
  });

  it('refuses endpoints whose host would add to the policy, naming the field', () => {
    for (const testApiUrl of ['javascript:alert(1)', 'not a url', "http://a;script-src 'unsafe-inline'", 'http://a,b']) {
      expect(() => contentSecurityPolicy({ ...SITE, endpoints: { testApiUrl } }, { mode: 'production' }), testApiUrl).toThrow(/^auth-widget\.config\.json: endpoints\.testApiUrl /);
    }
    expect(() => contentSecurityPolicy({ ...SITE, styles: { logo: { logoImageUrl: 'https://a,b/x.png' } } }, { mode: 'production' })).toThrow(
      'auth-widget.config.json: styles.logo.logoImageUrl has a host name',
    );
  });
});
