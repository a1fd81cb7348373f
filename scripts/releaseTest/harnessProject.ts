import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import { run } from '../run.ts';

/**
 * An integrator's own Playwright project: `@auth-widget/harness` and `@playwright/test` installed from the
 * registry into a fresh folder, one passcode test and one passkey test written with the `signIn` helpers of
 * `@auth-widget/harness/fixtures`, run against a built site served by `vite preview`. The fixtures' emulator takes
 * the port the site was built to call.
 */
export interface HarnessProjectOptions {
  dir: string;
  /** A built Vite site (its dist/ calls the emulator on `emulatorPort`) and the port to preview it on. */
  siteDir: string;
  sitePort: number;
  emulatorPort: number;
  playwrightVersion: string;
  launchOptions: LaunchOptions;
  env: NodeJS.ProcessEnv;
}

const SPEC = `import { expect, expectSignedIn, PHONE, test } from '@auth-widget/harness/fixtures';

test('signs in with an SMS passcode', async ({ page, signIn }) => {
  await page.goto('/');
  await signIn.withSmsPasscode(page, PHONE);
  await expectSignedIn(page, PHONE);
});

test('registers a passkey with the virtual authenticator', async ({ page, signIn, passkeys }) => {
  await passkeys.add();
  await page.goto('/');
  await signIn.withSmsPasscode(page, PHONE);
  // The site moves to its account page once signed in: that navigation ends before the next one starts.
  await expectSignedIn(page, PHONE);
  await page.goto('/passkeys');
  await signIn.registerPasskey(page);
  expect(await passkeys.credentials()).toHaveLength(1);
});
`;

function config(o: HarnessProjectOptions): string {
  const site = `http://localhost:${o.sitePort}`;
  return `import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL: ${JSON.stringify(site)},
    browserName: 'chromium',
    emulatorPort: ${o.emulatorPort},
    launchOptions: ${JSON.stringify(o.launchOptions)},
  },
  webServer: {
    command: ${JSON.stringify(`npx vite preview --host localhost --strictPort --port ${o.sitePort}`)},
    cwd: ${JSON.stringify(o.siteDir)},
    url: ${JSON.stringify(site)},
    reuseExistingServer: false,
  },
});
`;
}

/** Sets the project up and runs its tests; throws with Playwright's report when any fails. */
export async function runHarnessProject(o: HarnessProjectOptions): Promise<string> {
  await mkdir(join(o.dir, 'e2e'), { recursive: true });
  await writeFile(join(o.dir, 'package.json'), `${JSON.stringify({ name: 'harness-user', private: true, type: 'module' }, null, 2)}\n`);
  const installed = run('npm', ['install', '--save-dev', '@auth-widget/harness', `@playwright/test@${o.playwrightVersion}`], o.dir, o.env);
  if (installed.code !== 0) throw new Error(`installing @auth-widget/harness failed:\n${installed.output}`);
  await writeFile(join(o.dir, 'playwright.config.js'), config(o));
  await writeFile(join(o.dir, 'e2e', 'sign-in.spec.js'), SPEC);
  const tested = run('npx', ['playwright', 'test'], o.dir, { ...o.env, CI: 'true' });
  if (tested.code !== 0) throw new Error(`the harness project's tests failed:\n${tested.output}`);
  return tested.output;
}
