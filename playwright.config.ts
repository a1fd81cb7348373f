import { register } from 'node:module';
import { defineConfig } from '@playwright/test';
import { findBrowser, systemChromiumPath, SYSTEM_CHROMIUM_ARGS } from './scripts/browser.ts';

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

// The browser `npm test` made sure of (scripts/ensureBrowser.ts): Playwright's Chromium when installed, else the
// system one with the flags it needs headless here.
const browser = findBrowser();

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
  // One line per test locally; CI logs get the compact line reporter, plus a blob report that the shards of a split
  // run (`--shard=i/n`) leave for `npm run e2e:merge` to join into one HTML report.
  reporter: process.env.CI ? [['line'], ['blob']] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: browser?.kind === 'playwright' ? {} : { executablePath: browser?.path ?? systemChromiumPath(), args: SYSTEM_CHROMIUM_ARGS },
  },
});
