import { afterEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';
import { templatesRoot } from './scaffold.ts';

/**
 * Each template's settings module, loaded from the templates folder as the scaffolder copies it: glue over
 * `@auth-widget/sdk/site` that reads auth-widget.config.json and applies the site's origin and emulator from its
 * bundler's variables (which the end-to-end tests set). The reading and checking themselves are the sdk's, tested
 * there; here, that each template passes its own bundler's variables and names them when one is wrong.
 */
const MODULES = {
  'vanilla-vite': { path: ['vanilla-vite', 'src', 'settings.ts'], variables: SITE_OVERRIDE_VARIABLES.vite },
  'react-vite': { path: ['react-vite', 'src', 'settings.ts'], variables: SITE_OVERRIDE_VARIABLES.vite },
  'vue-vite': { path: ['vue-vite', 'src', 'settings.ts'], variables: SITE_OVERRIDE_VARIABLES.vite },
  astro: { path: ['astro', 'src', 'settings.ts'], variables: SITE_OVERRIDE_VARIABLES.vite },
  nextjs: { path: ['nextjs', 'lib', 'settings.ts'], variables: SITE_OVERRIDE_VARIABLES.next },
} as const;
type Template = keyof typeof MODULES;
const TEMPLATES = Object.keys(MODULES) as Template[];

interface SettingsModule {
  settings: { publicToken: string; endpoints?: Record<string, string>; config: { products: string[] }; confirmMagicLinks: boolean };
}

/** The template's settings module, loaded afresh under the environment stubbed so far. */
async function load(template: Template): Promise<SettingsModule> {
  vi.resetModules();
  return (await import(join(templatesRoot(), ...MODULES[template].path))) as SettingsModule;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(TEMPLATES)('%s: settings', (template) => {
  const { variables } = MODULES[template];

  it("reads auth-widget.config.json, checked, as it is without the bundler's variables", async () => {
    vi.stubEnv(variables.siteUrl, '');
    vi.stubEnv(variables.testApiUrl, '');
    const { settings } = await load(template);
    expect(settings.publicToken).toMatch(/^public-token-test-/);
    expect(settings.endpoints?.testApiUrl).toBeUndefined();
    expect(settings.config.products).toEqual(['otp']);
    expect(settings.confirmMagicLinks).toBe(true);
  });

  it("points the test token at the emulator the bundler's variable names", async () => {
    vi.stubEnv(variables.siteUrl, 'http://localhost:41234');
    vi.stubEnv(variables.testApiUrl, 'http://127.0.0.1:45678');
    const { settings } = await load(template);
    expect(settings.endpoints?.testApiUrl).toBe('http://127.0.0.1:45678');
  });

  it('reads both variables, and names the one that is not a URL', async () => {
    vi.stubEnv(variables.siteUrl, '');
    vi.stubEnv(variables.testApiUrl, 'emulator');
    await expect(load(template)).rejects.toThrow(`${variables.testApiUrl} is "emulator", not an absolute http(s) URL`);
    vi.stubEnv(variables.siteUrl, 'localhost:3000');
    vi.stubEnv(variables.testApiUrl, '');
    await expect(load(template)).rejects.toThrow(`${variables.siteUrl} is "localhost:3000", not an http(s) URL`);
  });
});
