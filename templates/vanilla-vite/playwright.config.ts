import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium, defineConfig, type LaunchOptions } from '@playwright/test';
import type { EmulatorWorkerFixtures } from '@auth-widget/harness/fixtures';

/**
 * `npm test`: the sign-in of every product the site offers, end to end in Chromium, against the provider emulator
 * that `@auth-widget/harness/fixtures` starts (tests in e2e/). The site is built and served by `vite preview` on a
 * free port, pointed at the emulator's free port (src/siteOverrides.ts), so a test run never clashes with
 * `npm run dev` or another run.
 */

/** A port free on this machine now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// Chosen once by the runner; its workers load this file again and find them in the environment they inherit.
process.env.AUTH_WIDGET_E2E_SITE_PORT ||= String(await freePort());
process.env.AUTH_WIDGET_E2E_EMULATOR_PORT ||= String(await freePort());
const sitePort = Number(process.env.AUTH_WIDGET_E2E_SITE_PORT);
const emulatorPort = Number(process.env.AUTH_WIDGET_E2E_EMULATOR_PORT);
const siteUrl = `http://localhost:${sitePort}`;

/** Flags a system Chromium needs headless in a container or CI image: no sandbox as root, nothing fetched on its own. */
const SYSTEM_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser: the Chromium that `npx playwright install chromium` put here, else the system's (Debian's `chromium`
 * package, or the path in AUTH_WIDGET_CHROMIUM) where Playwright's cannot be downloaded.
 */
function chromiumLaunchOptions(): LaunchOptions {
  try {
    if (existsSync(chromium.executablePath())) return {};
  } catch {
    // No Playwright build of Chromium for this platform: look for the system's.
  }
  const system = process.env.AUTH_WIDGET_CHROMIUM || '/usr/bin/chromium';
  // Neither: Playwright's own error then says to run `npx playwright install chromium`.
  return existsSync(system) ? { executablePath: system, args: SYSTEM_CHROMIUM_ARGS } : {};
}

export default defineConfig<object, Pick<EmulatorWorkerFixtures, 'emulatorPort'>>({
  testDir: 'e2e',
  // One site built for one emulator: one worker. Split a suite across machines with --shard (.github/workflows/e2e.yml).
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A failed test runs once more with a trace (recording every test's is slow); passing then still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // On CI each shard also leaves a blob report, which `npx playwright merge-reports` joins into one.
  reporter: process.env.CI ? [['line'], ['blob']] : 'list',
  use: {
    baseURL: siteUrl,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    emulatorPort,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A build of its own (dist-e2e/), so the site's dist/ is never one that calls the tests' emulator.
    command: `npx vite build --outDir dist-e2e --emptyOutDir && npx vite preview --outDir dist-e2e --host localhost --port ${sitePort} --strictPort`,
    url: siteUrl,
    env: { VITE_AUTH_WIDGET_SITE_URL: siteUrl, VITE_AUTH_WIDGET_TEST_API_URL: `http://127.0.0.1:${emulatorPort}` },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
