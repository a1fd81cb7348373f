import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Project } from '@playwright/test';
import { installForPlaywrightTest } from './scripts/bidiMediaFeaturesShim.ts';
import { findFirefox, firefoxHome, systemFirefoxPath } from './scripts/browser.ts';

/**
 * End-to-end tests (`npm run e2e`) in Chromium, and in Firefox (`widget-firefox`, `flows-firefox`; harness/README.md,
 * "Engines"). A browser that Playwright installed is used when there is one; otherwise the system's (Debian packages
 * `chromium` and `firefox-esr`), since these machines cannot download Playwright's.
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
// system one with the flags it needs headless here, chosen as the sites' own suites choose it. Imported after the
// hook above, so that it resolves to the harness's sources.
const { chromiumLaunchOptions } = await import('@auth-widget/harness/fixtures');

// Firefox: Playwright's own build when installed (driven over Playwright's protocol, as its Chromium is), else the
// system's stock Firefox (Debian's firefox-esr), which Playwright drives over WebDriver BiDi through its `moz-firefox`
// channel. Firefox refuses to start as root when $HOME belongs to another user, so it gets a home of our own.
const firefox = findFirefox();
const firefoxUse: Project['use'] = {
  browserName: 'firefox',
  ...(firefox?.kind === 'playwright' ? {} : { channel: 'moz-firefox' }),
  launchOptions: {
    ...(firefox?.kind === 'playwright' ? {} : { executablePath: firefox?.path ?? systemFirefoxPath() }),
    env: { ...process.env, HOME: firefoxHome() },
  },
};
// Playwright 1.65's BiDi driver sends a command Firefox 153 ESR does not know yet; the shim answers that one alone
// (scripts/bidiMediaFeaturesShim.ts). Installed here because the runner and every worker load this config.
installForPlaywrightTest();

/** The accessibility specs, a project of their own (`a11y`): axe on every screen, flows and the authenticate page in de and ar. */
const A11Y_SPECS = ['a11y.spec.ts', 'locale-de.spec.ts', 'locale-ar.spec.ts', 'locale-authenticate.spec.ts'];
/**
 * Every screen in every locale at two widths, a project of its own (`locales`, `npm run test:locales`): forty minutes
 * and more on two cores, too long for `npm run test:all`, run when catalogues or layout change.
 */
const LOCALE_LAYOUT_SPECS = ['locale-layout*.spec.ts'];
/** The reporter that sums the layout check's annotations; a full path, since the screenshots config reuses ours. */
const LAYOUT_CHECKS_REPORTER = fileURLToPath(new URL('./scripts/layoutChecksReporter.ts', import.meta.url));
/** The spec of the packed sdk (built, packed and installed first: minutes), a project of its own (`packed`). */
const PACKED_SPECS = ['widget-packedBuild.spec.ts'];
/**
 * Chromium specs run by `npm run test:more` (project `widget-more`) so that `npm test` stays within ten minutes: the
 * demo site's pages, the fixtures checked at page level (every widget spec uses them), the emulator's helper frame
 * as the reference provider's SDK drives it, and the seven answer mutations on two calls each (flow-faults.spec.ts
 * keeps a failing provider in `npm test`).
 */
const MORE_SPECS = ['demo.spec.ts', 'fixtures.spec.ts', 'clientsideServices.spec.ts', 'flow-broken-provider.spec.ts'];

export default defineConfig({
  globalSetup: './harness/playground/e2e/globalSetup.ts',
  projects: [
    // Each template scaffolded by the CLI with every product runs its own npm test (slow: it installs from the
    // registry and builds), on the Node lines AUTH_WIDGET_TEMPLATE_NODES names (`oldest,24`): on demand, since the
    // release test runs the same sites' npm test on the oldest Node each framework accepts.
    // Not retried: a retry of this serial group would scaffold and test every template again.
    { name: 'templates', testDir: 'cli/e2e', timeout: 15 * 60_000, retries: 0 },
    // Every flow of the widget against the emulator.
    { name: 'widget', testDir: 'harness/playground/e2e', testIgnore: [...A11Y_SPECS, ...LOCALE_LAYOUT_SPECS, ...PACKED_SPECS, ...MORE_SPECS] },
    { name: 'widget-more', testDir: 'harness/playground/e2e', testMatch: MORE_SPECS },
    // The reference provider's own SDK (headless client and prebuilt UI) against the emulator, and our client's wire
    // compared with it call by call. Listed before the other projects of `npm run test:more`: its wire
    // comparison runs in order in one worker (its last test reads what the others saved), so it starts early, beside
    // the rest, rather than last and alone.
    { name: 'conformance', testDir: 'harness/playground/conformance' },
    // The widget from the packed sdk, as a site installs it: run by `npm run test:release`, beside the release
    // test's own packing, rather than by `npm test`.
    { name: 'packed', testDir: 'harness/playground/e2e', testMatch: PACKED_SPECS },
    // axe (WCAG 2.1 A and AA) on every screen, and the main flows walked in de and ar with axe on each screen: the
    // slowest Chromium specs, run by `npm run test:more` so that `npm test` stays within ten minutes.
    { name: 'a11y', testDir: 'harness/playground/e2e', testMatch: A11Y_SPECS },
    { name: 'locales', testDir: 'harness/playground/e2e', testMatch: LOCALE_LAYOUT_SPECS },
    // The same suite in Firefox, on demand (`npm run e2e -- --project=widget-firefox`). Each protocol round trip of
    // WebDriver BiDi costs more than one of CDP: tests take about twice as long, so they get twice the time.
    { name: 'widget-firefox', testDir: 'harness/playground/e2e', timeout: 60_000, use: firefoxUse },
    // What `npm test` runs in Firefox: every flow-*.spec.ts, plus the tests tagged @flows elsewhere, so that each
    // product's sign-in runs once in a second engine. Tests Firefox cannot run: harness/playground/fixtures/engineLimits.ts.
    { name: 'flows-firefox', testDir: 'harness/playground/e2e', grep: [/flow-[\w-]+\.spec\.ts/, /@flows/], timeout: 60_000, use: firefoxUse },
  ],
  // Two workers: while one waits on a browser, a server or a template's install, the other runs (each starts its own
  // emulator, from the fixtures). AUTH_WIDGET_E2E_WORKERS sets another count, 1 to run one test at a time.
  workers: Number(process.env.AUTH_WIDGET_E2E_WORKERS) || 2,
  // Tests, not files, are shared out: a worker that ran out of files no longer waits idle while the other finishes a
  // long one (the worker's emulator and host site serve every test alike). A file whose tests share state says so
  // with `test.describe.configure({ mode: 'default' })` (or `serial`), which keeps it in one worker, in order; a
  // beforeAll alone would run once in each worker that gets some of the file's tests.
  fullyParallel: true,
  // A failed test runs once more, traced (recording a trace of every test costs the suite about a fifth of its time
  // on two cores); a test that then passes still fails the run (failOnFlakyTests), with the trace of both tries.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  // One line per test locally; CI logs get the compact line reporter, plus a blob report that the shards of a split
  // run (`--shard=i/n`) leave for `npm run e2e:merge` to join into one HTML report. A run of the layout check ends
  // with its total of checks and overflows (the reporter is silent in other runs).
  reporter: process.env.CI ? [['line'], ['blob'], [LAYOUT_CHECKS_REPORTER]] : [['list'], [LAYOUT_CHECKS_REPORTER]],
  timeout: 30_000,
  // Ten seconds for what a loaded machine draws late (two workers, a template's build beside them); a passing
  // expectation returns as soon as it holds, so this costs nothing when all is well.
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
});
