import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInTexts, useEmulatorPort, useLocale, useSiteOrigin } from './scaffoldedSite.ts';

describe("a scaffolded site's settings, edited as a site owner would", () => {
  let dir: string;
  const settings = async () => JSON.parse(await readFile(join(dir, 'auth-widget.config.json'), 'utf8')) as Record<string, unknown>;

  /** A template's settings with magic links: redirect URLs on the template's own port, and one elsewhere. */
  const TEMPLATE = {
    publicToken: 'public-token-test-5f0c7a1e-2b9d-4e63-8a14-c3d2e1f0a9b8',
    config: {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:3000/authenticate?next=%2F', signupRedirectURL: 'http://localhost:3000/authenticate#new' },
      privacyPolicyUrl: 'https://example.com/privacy',
    },
    styles: {},
    endpoints: {},
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'auth-widget-settings-'));
    await writeFile(join(dir, 'auth-widget.config.json'), JSON.stringify(TEMPLATE, null, 2));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('points the test token at an emulator, sets the locale and moves the localhost URLs, keeping the rest', async () => {
    await useEmulatorPort(dir, 4321);
    await useLocale(dir, 'de');
    await useSiteOrigin(dir, 'http://localhost:5555');
    expect(await settings()).toEqual({
      ...TEMPLATE,
      config: {
        ...TEMPLATE.config,
        // The site's own URLs move to its origin with their path, query and fragment; another site's stays.
        emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:5555/authenticate?next=%2F', signupRedirectURL: 'http://localhost:5555/authenticate#new' },
      },
      endpoints: { testApiUrl: 'http://127.0.0.1:4321' },
      locale: 'de',
    });
  });
});

describe('signInTexts', () => {
  it("reads the sign-in's texts from the widget's catalogue of the locale", async () => {
    expect(await signInTexts()).toEqual({
      header: 'Sign up or log in',
      phoneTab: 'Text',
      phoneLabel: 'Phone number',
      continueWithPhone: 'Continue with text message',
      passcodeHeader: 'Enter passcode',
      firstDigit: 'Digit 1 of 6',
    });
    expect((await signInTexts('de')).firstDigit).toBe('Ziffer 1 von 6');
    expect((await signInTexts('de')).phoneTab).not.toBe('Text');
  });
});
