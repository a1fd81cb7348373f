import { describe, expect, it } from 'vitest';
import { isAuthError } from '../client/core/AuthError.ts';
import { SITE_OVERRIDE_VARIABLES } from './applySiteOverrides.ts';
import { readSiteSettings } from './readSiteSettings.ts';

const FILE = {
  publicToken: 'public-token-test-abc',
  config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:5173/authenticate' } },
};

describe('readSiteSettings', () => {
  it("is the file's settings, checked, when the environment sets nothing (or sets what is not text)", () => {
    const settings = readSiteSettings(FILE, { env: { DEV: true, BASE_URL: '/' }, variables: SITE_OVERRIDE_VARIABLES.vite });
    expect(settings.publicToken).toBe(FILE.publicToken);
    expect(settings.endpoints?.testApiUrl).toBeUndefined();
    expect(settings.securityPolicy).toBe('standard');
  });

  it("takes the site's origin, emulator and policy from the bundler's variables", () => {
    const env = { NEXT_PUBLIC_AUTH_WIDGET_SITE_URL: 'http://localhost:41234', NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL: 'http://127.0.0.1:45678', AUTH_WIDGET_SECURITY_POLICY: 'strict' };
    const settings = readSiteSettings(FILE, { env, variables: SITE_OVERRIDE_VARIABLES.next });
    expect(settings.config.emailMagicLinksOptions?.loginRedirectURL).toBe('http://localhost:41234/authenticate');
    expect(settings.endpoints?.testApiUrl).toBe('http://127.0.0.1:45678');
    expect(settings.securityPolicy).toBe('strict');
    // Another bundler's names are not read.
    expect(readSiteSettings(FILE, { env, variables: SITE_OVERRIDE_VARIABLES.vite }).endpoints?.testApiUrl).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    let error: unknown;
    try {
      readSiteSettings(FILE, { env: { VITE_AUTH_WIDGET_TEST_API_URL: 'not a url' }, variables: SITE_OVERRIDE_VARIABLES.vite });
    } catch (caught) {
      error = caught;
    }
    expect(isAuthError(error, 'usage_error')).toBe(true);
    expect((error as Error).message).toMatch(/^VITE_AUTH_WIDGET_TEST_API_URL /);
  });
});
