import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_DIR, removeUnusedSpecs, SPEC_FILES, specsFor } from './e2eSpecs.ts';
import { TEMPLATES } from './options.ts';
import { templatesRoot } from './scaffold.ts';
import { siteConfig } from './siteConfig.ts';
import { DEFAULT_ANSWERS } from './options.ts';
import { OWN_SPECS } from '../../../scripts/siteOwnTests.ts';

const e2eOf = (template: string) => join(templatesRoot(), template, E2E_DIR);

describe('specsFor: one spec per sign-in method the config offers', () => {
  it('keeps a spec for each passcode method, and none for the products not chosen', () => {
    expect(specsFor({ products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } })).toEqual(['emailPasscode.spec.ts', 'passkeys.spec.ts']);
    expect(specsFor({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } })).toEqual(['smsPasscode.spec.ts', 'whatsappPasscode.spec.ts']);
    expect(specsFor({ products: ['crypto', 'oauth'] })).toEqual(['ethereum.spec.ts', 'solana.spec.ts', 'oauth.spec.ts']);
    // Methods without the otp product send nothing.
    expect(specsFor({ products: ['passwords'], otpOptions: { methods: ['email'] } })).toEqual(['password.spec.ts']);
  });

  it('follows the config the scaffolder writes: no email passcode spec beside magic links', () => {
    const { config } = siteConfig({
      ...DEFAULT_ANSWERS,
      products: ['emailMagicLinks', 'oauth', 'otp', 'crypto', 'passwords', 'passkeys'],
      otpMethods: ['sms', 'whatsapp', 'email'],
    });
    expect(specsFor(config)).toEqual(Object.values(SPEC_FILES).filter((file) => file !== SPEC_FILES.emailPasscode));
  });
});

describe("the templates' e2e folders", () => {
  it('hold a spec for every method the scaffolder knows, and no spec it does not know besides their own', async () => {
    for (const template of TEMPLATES) {
      const specs = (await readdir(e2eOf(template))).filter((file) => file.endsWith('.spec.ts')).sort();
      expect(specs, template).toEqual([...Object.values(SPEC_FILES), ...(OWN_SPECS[template] ?? [])].sort());
    }
  });

  it('are the same in every template, so a fix to one spec reaches every site', async () => {
    const [first, ...others] = TEMPLATES;
    for (const file of [...Object.values(SPEC_FILES), 'site.ts']) {
      const text = await readFile(join(e2eOf(first), file), 'utf8');
      for (const template of others) expect(await readFile(join(e2eOf(template), file), 'utf8'), `${template}/e2e/${file}`).toBe(text);
    }
    // The Vite templates build and serve alike.
    for (const template of ['react-vite', 'vue-vite']) {
      expect(await readFile(join(templatesRoot(), template, 'playwright.config.ts'), 'utf8'), template).toBe(
        await readFile(join(templatesRoot(), 'vanilla-vite', 'playwright.config.ts'), 'utf8'),
      );
    }
  });
});

describe('removeUnusedSpecs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'e2e-specs-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("deletes the specs of the methods a site does not offer, and keeps the shared files and the site's own", async () => {
    const site = join(dir, 'site');
    await cp(join(templatesRoot(), 'vanilla-vite', E2E_DIR), join(site, E2E_DIR), { recursive: true });
    await cp(join(site, E2E_DIR, 'site.ts'), join(site, E2E_DIR, 'account.spec.ts'));
    await removeUnusedSpecs(site, { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } });
    expect((await readdir(join(site, E2E_DIR))).sort()).toEqual([
      'account.spec.ts',
      'emailPasscode.spec.ts',
      'passkeys.spec.ts',
      'site.ts',
      'strictPolicy.spec.ts',
      'tsconfig.json',
    ]);
  });
});
