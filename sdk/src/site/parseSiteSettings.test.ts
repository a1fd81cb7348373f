import { describe, expect, it } from 'vitest';
import { isAuthError } from '../client/core/AuthError.ts';
import { parseSiteSettings } from './parseSiteSettings.ts';

const SITE = {
  publicToken: 'public-token-test-abc',
  config: { products: ['otp', 'oauth'], otpOptions: { methods: ['email'] }, oauthOptions: { providers: [{ type: 'google' }] } },
  styles: {},
  cookieOptions: {},
  endpoints: { testApiUrl: 'http://127.0.0.1:5123' },
};

/** The message the settings are refused with. */
function refusal(value: unknown): string {
  try {
    parseSiteSettings(value);
  } catch (error) {
    expect(isAuthError(error) && error.code).toBe('usage_error');
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('parseSiteSettings', () => {
  it('gives the typed settings, magic links confirmed unless turned off', () => {
    const settings = parseSiteSettings({ ...SITE, locale: 'de', botProtection: { captcha: true } });
    expect(settings).toMatchObject({ publicToken: SITE.publicToken, config: SITE.config, locale: 'de', endpoints: SITE.endpoints, botProtection: { captcha: true }, confirmMagicLinks: true });
    expect(parseSiteSettings({ ...SITE, confirmMagicLinks: false }).confirmMagicLinks).toBe(false);
  });

  it('serves the standard policy unless the file asks for the strict one', () => {
    expect(parseSiteSettings(SITE).securityPolicy).toBe('standard');
    expect(parseSiteSettings({ ...SITE, securityPolicy: 'strict' }).securityPolicy).toBe('strict');
    expect(refusal({ ...SITE, securityPolicy: 'nonce' })).toBe('auth-widget.config.json: securityPolicy is "nonce"; expected one of standard, strict');
  });

  it('names the field and what it may be', () => {
    expect(refusal([])).toBe('auth-widget.config.json: the file must be an object');
    expect(refusal({ ...SITE, publicToken: ' ' })).toBe('auth-widget.config.json: publicToken must be a non-empty string');
    expect(refusal({ ...SITE, config: { products: [] } })).toBe('auth-widget.config.json: config.products must name at least one product');
    expect(refusal({ ...SITE, config: { products: ['otp', 'sso'] } })).toBe(
      'auth-widget.config.json: config.products[1] is "sso"; expected one of emailMagicLinks, oauth, otp, crypto, passwords, passkeys',
    );
    expect(refusal({ ...SITE, config: { ...SITE.config, otpOptions: { methods: ['fax'] } } })).toMatch(/^auth-widget\.config\.json: config\.otpOptions\.methods\[0\] is "fax"; expected one of sms/);
    expect(refusal({ ...SITE, config: { ...SITE.config, oauthOptions: { providers: [{ type: 'myspace' }] } } })).toMatch(/config\.oauthOptions\.providers\[0\]\.type is "myspace"/);
    expect(refusal({ ...SITE, confirmMagicLinks: 'no' })).toBe('auth-widget.config.json: confirmMagicLinks must be true or false');
    expect(refusal({ ...SITE, locale: 3 })).toBe('auth-widget.config.json: locale must be a non-empty string');
  });

  it('holds endpoints, the bot-protection flags and an http(s) logo to what a policy can name', () => {
    expect(refusal({ ...SITE, endpoints: { testApiUrl: 'emulator' } })).toBe('auth-widget.config.json: endpoints.testApiUrl is "emulator", not an absolute http(s) URL');
    expect(refusal({ ...SITE, endpoints: { dfpBackendUrl: 'https://a,b/' } })).toBe('auth-widget.config.json: endpoints.dfpBackendUrl has a host name a Content-Security-Policy cannot hold: "a,b"');
    expect(refusal({ ...SITE, endpoints: { liveApiUrl: 5 } })).toBe('auth-widget.config.json: endpoints.liveApiUrl must be a string');
    expect(refusal({ ...SITE, botProtection: { captcha: 'yes' } })).toBe('auth-widget.config.json: botProtection.captcha must be true or false');
    expect(refusal({ ...SITE, botProtection: true })).toBe('auth-widget.config.json: botProtection must be an object');
    expect(refusal({ ...SITE, config: { ...SITE.config, logo: { logoImageUrl: 'https://cdn;x/logo.png' } } })).toMatch(/^auth-widget\.config\.json: config\.logo\.logoImageUrl has a host name/);
    expect(refusal({ ...SITE, styles: { logo: { logoImageUrl: 7 } } })).toBe('auth-widget.config.json: styles.logo.logoImageUrl must be a string');
    // A logo the widget would not show (not http(s)) is not the policy's business.
    expect(parseSiteSettings({ ...SITE, styles: { logo: { logoImageUrl: '/logo.svg' } } }).styles).toEqual({ logo: { logoImageUrl: '/logo.svg' } });
  });

  it("refuses cookie options the client refuses, by the client's own rule", () => {
    expect(refusal({ ...SITE, cookieOptions: { path: 3 } })).toBe('auth-widget.config.json: cookieOptions.path must be a string');
    expect(refusal({ ...SITE, cookieOptions: { domain: 'example.com; SameSite=None' } })).toBe('auth-widget.config.json: cookieOptions.domain must not contain ";"');
  });
});
