import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEFAULT_COOKIE_NAMES } from '@auth-widget/sdk/protocol';
import { readFile, writeFile } from 'node:fs/promises';
import { freePort, run, signInWithEmailPasscode, startDev, TEMPLATES, useEmulatorPort, type SignInTexts } from '../../scripts/scaffoldedSite.ts';

/**
 * Each template, scaffolded by the built `create-auth-widget` binary without a terminal, installed, type-checked,
 * built, and run with its own `npm run dev` (site plus emulator); then a visitor signs in with an email passcode, in
 * German: the `locale` of the site's auth-widget.config.json reaches every widget of the template. Then each
 * template scaffolded with every product runs its own `npm test`, as an integrator's CI would, and passes.
 */
/** The German catalogue's texts of a passcode sign-in. */
const GERMAN_SIGN_IN: SignInTexts = {
  header: 'Registrieren oder anmelden',
  emailLabel: 'E-Mail',
  continueWithEmail: 'Weiter mit E-Mail',
  passcodeHeader: 'Code eingeben',
  firstDigit: 'Ziffer 1 von 6',
};

const cliDir = fileURLToPath(new URL('..', import.meta.url));
const bin = join(cliDir, 'dist', 'bin', 'create-auth-widget.js');

test.describe.configure({ mode: 'serial' });
test.setTimeout(15 * 60_000);

let root: string;
test.beforeAll(async () => {
  const build = spawnSync(process.execPath, [join(cliDir, 'scripts', 'build.mjs')], { cwd: cliDir, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  // The scaffolder packs the kit's dist/ as it finds it: built here, the packed copies are the sources'.
  const kit = run('npm', ['run', 'build', '-w', '@auth-widget/sdk', '-w', '@auth-widget/harness'], join(cliDir, '..'));
  expect(kit.code, kit.output).toBe(0);
  root = await mkdtemp(join(tmpdir(), 'templates-'));
});
test.afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true, maxRetries: 5 });
});

for (const template of TEMPLATES) {
  test(`${template}: scaffolds, installs, type-checks, builds, and signs in with an email passcode`, async ({ page }) => {
    const dir = join(root, template);
    const created = run(
      process.execPath,
      [bin, dir, '--template', template, '--products', 'otp', '--otp-methods', 'email', '--yes'],
      root,
      { CI: 'true', npm_config_user_agent: 'npm/11 node/v20', npm_config_audit: 'false', npm_config_fund: 'false' },
    );
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('npm run dev');

    // The site as scaffolded passes its own type check, before anything rewrites its config.
    const typecheck = run('npm', ['run', 'typecheck'], dir);
    expect(typecheck.code, typecheck.output).toBe(0);

    const emulatorPort = await freePort();
    const sitePort = await freePort();
    await useEmulatorPort(dir, emulatorPort);
    const configPath = join(dir, 'auth-widget.config.json');
    await writeFile(configPath, JSON.stringify({ ...JSON.parse(await readFile(configPath, 'utf8')), locale: 'de' }, null, 2));

    const built = run('npm', ['run', 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1' });
    expect(built.code, built.output).toBe(0);

    const dev = await startDev(dir, sitePort, emulatorPort);
    try {
      const email = `visitor-${template}@example.com`;
      await signInWithEmailPasscode(page, dev, email, GERMAN_SIGN_IN);
      const cookies = await page.context().cookies(dev.site);
      expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining([DEFAULT_COOKIE_NAMES.opaqueToken, DEFAULT_COOKIE_NAMES.jwt]));
    } finally {
      await dev.stop();
    }
  });
}

/** Every product and passcode method: the scaffolder drops email passcodes beside magic links, as the spec says. */
const EVERY_PRODUCT = ['--products', 'emailMagicLinks,oauth,otp,crypto,passwords,passkeys', '--otp-methods', 'sms,whatsapp,email', '--oauth-providers', 'google,github'];
/** The specs a site with every product keeps: one per sign-in method, and none for email passcodes. */
const EVERY_SPEC = [
  'ethereum.spec.ts',
  'magicLink.spec.ts',
  'oauth.spec.ts',
  'passkeys.spec.ts',
  'password.spec.ts',
  'smsPasscode.spec.ts',
  'solana.spec.ts',
  'whatsappPasscode.spec.ts',
];
/** Their tests: two magic-link tests (the link, and the mail scanner), one per OAuth provider, one for every other spec. */
const EVERY_TEST_COUNT = EVERY_SPEC.length + 1 + 1;

/** What `npm test` may write in a site: build output, installs and reports, all in its .gitignore. */
const WRITTEN_BY_TESTS = new Set(['node_modules', 'dist', 'dist-e2e', '.next', 'test-results', 'playwright-report', 'blob-report', 'next-env.d.ts']);

/** The site's own files and a hash of each, to tell whether a command changed any. */
async function siteFiles(dir: string, prefix = ''): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    if (WRITTEN_BY_TESTS.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(files, await siteFiles(dir, path));
    else files[path] = createHash('sha256').update(await readFile(join(dir, path))).digest('hex');
  }
  return files;
}

/** The environment of a command a person runs in the site: this runner's own variables left out. */
function personEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|TEST_|PW_)/.test(key) || (key.startsWith('PLAYWRIGHT_') && key !== 'PLAYWRIGHT_BROWSERS_PATH')) continue;
    env[key] = value;
  }
  return { ...env, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1' };
}

for (const template of TEMPLATES) {
  test(`${template}: scaffolded with every product, its own npm test signs in with each and passes`, async () => {
    const dir = join(root, `${template}-every-product`);
    const created = run(process.execPath, [bin, dir, '--template', template, ...EVERY_PRODUCT, '--yes'], root, {
      CI: 'true',
      npm_config_user_agent: 'npm/11 node/v20',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    });
    expect(created.code, created.output).toBe(0);
    const specs = (await readdir(join(dir, 'e2e'))).filter((file) => file.endsWith('.spec.ts')).sort();
    expect(specs).toEqual(EVERY_SPEC);

    const before = await siteFiles(dir);
    const begun = Date.now();
    const tested = spawnSync('npm', ['test'], { cwd: dir, encoding: 'utf8', env: personEnv(), maxBuffer: 64 * 1024 * 1024 });
    const seconds = ((Date.now() - begun) / 1000).toFixed(1);
    const output = `${tested.stdout}\n${tested.stderr}`;
    test.info().annotations.push({ type: 'npm test', description: `${template}: ${seconds} s` });
    process.stdout.write(`${template}: npm test took ${seconds} s\n`);

    expect(tested.status, output).toBe(0);
    expect(output).toContain(`${EVERY_TEST_COUNT} passed`);
    expect(output).not.toMatch(/\d+ (failed|flaky|skipped)/);
    // The tests build and serve a site of their own: the site's files are as the scaffolder wrote them.
    expect(await siteFiles(dir)).toEqual(before);
  });
}
