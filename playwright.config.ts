import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { chromium, defineConfig } from '@playwright/test';

/**
 * End-to-end tests (`npm run e2e`) in Chromium. A Chromium that Playwright installed is used when there is one;
 * otherwise the system Chromium (Debian package `chromium`), since these machines cannot download Playwright's.
 * The tests start and stop their own servers on 127.0.0.1 (see harness/src/fixtures and harness/playground/fixtures).
 */
// Workspace packages resolve to their TypeScript sources (the `source` export condition), as in Vitest and the
// npm scripts, so the tests never run a stale dist/. The hook reaches the test files of the runner and of each
// worker, since both load this config first.
register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function resolve(specifier, context, next) {' +
        ' return next(specifier, { ...context, conditions: [...new Set(["source", ...context.conditions])] }); }',
    ),
);

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

function playwrightChromium(): string | null {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const bundled = playwrightChromium();

export default defineConfig({
  globalSetup: './harness/playground/e2e/globalSetup.ts',
  projects: [
    // Every flow of the widget against the emulator.
    { name: 'widget', testDir: 'harness/playground/e2e' },
    // The reference provider's own SDK (headless client and prebuilt UI) against the emulator, and our client's wire
    // compared with it call by call.
    { name: 'conformance', testDir: 'harness/playground/conformance' },
    // Each template scaffolded by the CLI, installed, built and signed in to (slow: it installs from the registry).
    { name: 'templates', testDir: 'cli/e2e', timeout: 15 * 60_000 },
  ],
  // Two cores: one worker is faster than two here (browser and servers share the machine).
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // One line per test locally; CI logs get the compact line reporter.
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: bundled
      ? {}
      : {
          executablePath: SYSTEM_CHROMIUM,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
  },
});
