import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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
 * German: the `locale` of the site's auth-widget.config.json reaches every widget of the template.
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
