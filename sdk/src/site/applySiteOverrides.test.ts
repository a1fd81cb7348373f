import { describe, expect, it } from 'vitest';
import { applySiteOverrides, SITE_OVERRIDE_VARIABLES } from './applySiteOverrides.ts';

/** What the scaffolder writes for a site with magic links, OAuth and passwords. */
const SITE = {
  publicToken: 'public-token-test-abc',
  config: {
    products: ['emailMagicLinks', 'oauth', 'passwords'],
    oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: 'http://localhost:5173/authenticate', signupRedirectURL: 'http://localhost:5173/authenticate?from=signup' },
    emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:5173/authenticate', signupRedirectURL: 'http://localhost:5173/authenticate', loginExpirationMinutes: 30 },
    passwordOptions: { loginRedirectURL: 'http://localhost:5173/authenticate', resetPasswordRedirectURL: 'http://localhost:5173/reset-password' },
  },
  styles: {},
  cookieOptions: {},
  endpoints: { liveApiUrl: 'https://api.example.com' },
};

describe('applySiteOverrides', () => {
  it("names each bundler's public variables", () => {
    expect(SITE_OVERRIDE_VARIABLES.vite).toEqual({ siteUrl: 'VITE_AUTH_WIDGET_SITE_URL', testApiUrl: 'VITE_AUTH_WIDGET_TEST_API_URL', securityPolicy: 'AUTH_WIDGET_SECURITY_POLICY' });
    expect(SITE_OVERRIDE_VARIABLES.next).toEqual({
      siteUrl: 'NEXT_PUBLIC_AUTH_WIDGET_SITE_URL',
      testApiUrl: 'NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL',
      securityPolicy: 'AUTH_WIDGET_SECURITY_POLICY',
    });
  });

  it("without overrides the settings are the file's, the same object", () => {
    expect(applySiteOverrides(SITE, {})).toBe(SITE);
    expect(applySiteOverrides(SITE, { siteUrl: '', testApiUrl: '', securityPolicy: '' })).toBe(SITE);
  });

  it('sets the security policy, and refuses one it does not know, naming its variable', () => {
    expect(applySiteOverrides(SITE, { securityPolicy: 'strict' })).toEqual({ ...SITE, securityPolicy: 'strict' });
    expect(() => applySiteOverrides(SITE, { securityPolicy: 'STRICT', variables: SITE_OVERRIDE_VARIABLES.vite })).toThrow(
      'AUTH_WIDGET_SECURITY_POLICY is "STRICT"; expected one of standard, strict',
    );
  });

  it("moves every redirect URL to the site's origin with its path, and points a test token at the emulator", () => {
    const before = JSON.stringify(SITE);
    const moved = applySiteOverrides(SITE, { siteUrl: 'http://localhost:41234/ignored/path', testApiUrl: 'http://127.0.0.1:45678' });
    expect(moved.config.oauthOptions).toEqual({
      providers: [{ type: 'google' }],
      loginRedirectURL: 'http://localhost:41234/authenticate',
      signupRedirectURL: 'http://localhost:41234/authenticate?from=signup',
    });
    expect(moved.config.emailMagicLinksOptions).toMatchObject({ loginRedirectURL: 'http://localhost:41234/authenticate', loginExpirationMinutes: 30 });
    expect(moved.config.passwordOptions).toEqual({ loginRedirectURL: 'http://localhost:41234/authenticate', resetPasswordRedirectURL: 'http://localhost:41234/reset-password' });
    expect(moved.endpoints).toEqual({ liveApiUrl: 'https://api.example.com', testApiUrl: 'http://127.0.0.1:45678' });
    expect(moved.config.products).toEqual(SITE.config.products);
    // The file's own content is left as it was.
    expect(JSON.stringify(SITE)).toBe(before);
  });

  it('refuses a value that is not an http(s) URL, naming its variable', () => {
    const variables = SITE_OVERRIDE_VARIABLES.next;
    expect(() => applySiteOverrides(SITE, { siteUrl: 'localhost:3000', variables })).toThrow('NEXT_PUBLIC_AUTH_WIDGET_SITE_URL is "localhost:3000", not an http(s) URL');
    expect(() => applySiteOverrides(SITE, { testApiUrl: 'emulator', variables })).toThrow('NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL is "emulator", not an absolute http(s) URL');
    expect(() => applySiteOverrides(SITE, { testApiUrl: 'emulator' })).toThrow('testApiUrl is "emulator", not an absolute http(s) URL');
  });
});
