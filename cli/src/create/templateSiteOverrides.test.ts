import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { templatesRoot } from './scaffold.ts';

/**
 * Each template's `siteOverrides` module (the site's origin and emulator from the environment, which its end-to-end
 * tests set) and its settings' `confirmMagicLinks`, loaded from the templates folder as the scaffolder copies them.
 */
interface SiteOverridesModule {
  SITE_URL_VARIABLE: string;
  TEST_API_URL_VARIABLE: string;
  applySiteOverrides<T>(settings: T, overrides: { siteUrl?: string; testApiUrl?: string }): T;
}
interface SettingsModule {
  parseSiteSettings(value: unknown): { confirmMagicLinks: boolean; endpoints?: Record<string, string> };
}

const MODULES = {
  'vanilla-vite': { overrides: ['vanilla-vite', 'src', 'siteOverrides.ts'], settings: ['vanilla-vite', 'src', 'settings.ts'], prefix: 'VITE_' },
  'react-vite': { overrides: ['react-vite', 'src', 'siteOverrides.ts'], settings: ['react-vite', 'src', 'settings.ts'], prefix: 'VITE_' },
  nextjs: { overrides: ['nextjs', 'lib', 'siteOverrides.ts'], settings: ['nextjs', 'lib', 'settings.ts'], prefix: 'NEXT_PUBLIC_' },
} as const;
type Template = keyof typeof MODULES;
const TEMPLATES = Object.keys(MODULES) as Template[];

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

const overrides = {} as Record<Template, SiteOverridesModule>;
const settings = {} as Record<Template, SettingsModule>;
beforeAll(async () => {
  for (const template of TEMPLATES) {
    overrides[template] = (await import(join(templatesRoot(), ...MODULES[template].overrides))) as SiteOverridesModule;
    settings[template] = (await import(join(templatesRoot(), ...MODULES[template].settings))) as SettingsModule;
  }
});

describe('templates: the site origin and emulator from the environment', () => {
  for (const template of TEMPLATES) {
    it(`${template}: reads the framework's public variables`, () => {
      expect(overrides[template].SITE_URL_VARIABLE).toBe(`${MODULES[template].prefix}AUTH_WIDGET_SITE_URL`);
      expect(overrides[template].TEST_API_URL_VARIABLE).toBe(`${MODULES[template].prefix}AUTH_WIDGET_TEST_API_URL`);
    });

    it(`${template}: without overrides the settings are the file's, the same object`, () => {
      expect(overrides[template].applySiteOverrides(SITE, {})).toBe(SITE);
      expect(overrides[template].applySiteOverrides(SITE, { siteUrl: '', testApiUrl: '' })).toBe(SITE);
    });

    it(`${template}: moves every redirect URL to the site's origin with its path, and points a test token at the emulator`, () => {
      const before = JSON.stringify(SITE);
      const moved = overrides[template].applySiteOverrides(SITE, { siteUrl: 'http://localhost:41234/ignored/path', testApiUrl: 'http://127.0.0.1:45678' });
      expect(moved.config.oauthOptions).toEqual({
        providers: [{ type: 'google' }],
        loginRedirectURL: 'http://localhost:41234/authenticate',
        signupRedirectURL: 'http://localhost:41234/authenticate?from=signup',
      });
      expect(moved.config.emailMagicLinksOptions).toMatchObject({ loginRedirectURL: 'http://localhost:41234/authenticate', loginExpirationMinutes: 30 });
      expect(moved.config.passwordOptions).toEqual({
        loginRedirectURL: 'http://localhost:41234/authenticate',
        resetPasswordRedirectURL: 'http://localhost:41234/reset-password',
      });
      expect(moved.endpoints).toEqual({ liveApiUrl: 'https://api.example.com', testApiUrl: 'http://127.0.0.1:45678' });
      expect(moved.config.products).toEqual(SITE.config.products);
      // The file's own content is left as it was.
      expect(JSON.stringify(SITE)).toBe(before);
    });

    it(`${template}: refuses a value that is not an http(s) URL, naming its variable`, () => {
      expect(() => overrides[template].applySiteOverrides(SITE, { siteUrl: 'localhost:3000' })).toThrow(
        `${MODULES[template].prefix}AUTH_WIDGET_SITE_URL is "localhost:3000", not an http(s) URL`,
      );
      expect(() => overrides[template].applySiteOverrides(SITE, { testApiUrl: 'emulator' })).toThrow(
        `${MODULES[template].prefix}AUTH_WIDGET_TEST_API_URL is "emulator", not an absolute http(s) URL`,
      );
    });
  }
});

describe('templates: confirmMagicLinks', () => {
  for (const template of TEMPLATES) {
    it(`${template}: on unless the settings turn it off, and only true or false`, () => {
      const { parseSiteSettings } = settings[template];
      expect(parseSiteSettings(SITE).confirmMagicLinks).toBe(true);
      expect(parseSiteSettings({ ...SITE, confirmMagicLinks: false }).confirmMagicLinks).toBe(false);
      expect(() => parseSiteSettings({ ...SITE, confirmMagicLinks: 'no' })).toThrow('auth-widget.config.json: confirmMagicLinks must be true or false');
    });
  }
});
