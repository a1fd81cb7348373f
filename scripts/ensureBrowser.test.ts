import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBrowser, findFirefox, firefoxHome } from './browser.ts';
import { missingBrowsers, NEEDED_BROWSERS, noBrowserLine, provisionSteps, selectBrowsers } from './ensureBrowser.ts';
import { findWebKit } from './webkitBrowser.ts';

const script = fileURLToPath(new URL('./ensureBrowser.ts', import.meta.url));

/** Browser lookup pointed at an empty folder: no Playwright browser, no system Chromium, Firefox or WebKit tools. */
function emptyLookup(): NodeJS.ProcessEnv {
  const empty = mkdtempSync(join(tmpdir(), 'aw-no-browser-'));
  return {
    ...process.env,
    PLAYWRIGHT_BROWSERS_PATH: empty,
    AUTH_WIDGET_CHROMIUM: join(empty, 'chromium'),
    AUTH_WIDGET_FIREFOX: join(empty, 'firefox'),
    AUTH_WIDGET_WEBKIT_DRIVER: join(empty, 'WebKitWebDriver'),
    AUTH_WIDGET_MINIBROWSER: join(empty, 'MiniBrowser'),
    AUTH_WIDGET_XVFB: join(empty, 'Xvfb'),
  };
}

describe('the browser check that starts npm test', () => {
  it('stops at once with one line that says what to run when no browser can be had', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
      env: { ...emptyLookup(), AUTH_WIDGET_PROVISION: '0' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([noBrowserLine(NEEDED_BROWSERS)]);
    expect(result.stdout).toBe('');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('checks only the browsers named on its command line', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', script, 'webkit'], {
      env: { ...emptyLookup(), AUTH_WIDGET_PROVISION: '0' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(noBrowserLine(selectBrowsers(['WebKit'])));
    expect(selectBrowsers([]).map((b) => b.name)).toEqual(['Chromium', 'Firefox', 'WebKit']);
    expect(() => selectBrowsers(['safari'])).toThrow('unknown browser safari');
  });

  it('names each missing browser with its Playwright and Debian names', () => {
    expect(noBrowserLine(NEEDED_BROWSERS)).toBe(
      'npm test: no Chromium, Firefox and WebKit (WebKitWebDriver with Xvfb) for the browser suites; run `npx playwright install chromium firefox` and, on Debian, `sudo apt-get install -y webkit2gtk-driver xvfb`, or on Debian `sudo apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb`, then npm test again.',
    );
    expect(noBrowserLine(selectBrowsers(['chromium', 'firefox']))).toBe(
      'npm test: no Chromium and Firefox for the browser suites; run `npx playwright install chromium firefox`, or on Debian `sudo apt-get install -y chromium firefox-esr`, then npm test again.',
    );
    expect(noBrowserLine(selectBrowsers(['webkit']))).toBe(
      'npm test: no WebKit (WebKitWebDriver with Xvfb) for the browser suites; on Debian run `sudo apt-get install -y webkit2gtk-driver xvfb`, then npm test again.',
    );
    const firefoxOnly = missingBrowsers(selectBrowsers(['chromium', 'firefox']), { ...emptyLookup(), AUTH_WIDGET_CHROMIUM: process.execPath });
    expect(firefoxOnly.map((b) => b.name)).toEqual(['Firefox']);
    expect(noBrowserLine(firefoxOnly)).toContain('`sudo apt-get install -y firefox-esr`');
  });

  it("prefers Playwright's Chromium, else takes the system Chromium where it is pointed", () => {
    const found = findBrowser({ ...process.env, AUTH_WIDGET_CHROMIUM: process.execPath });
    if (found?.kind !== 'playwright') expect(found).toEqual({ kind: 'system', path: process.execPath });
  });

  it("prefers Playwright's Firefox, else takes the system Firefox where it is pointed", () => {
    const found = findFirefox({ ...process.env, AUTH_WIDGET_FIREFOX: process.execPath });
    if (found?.kind !== 'playwright') expect(found).toEqual({ kind: 'system', path: process.execPath });
  });

  it('finds WebKit only with all three of its tools: the driver, the MiniBrowser and Xvfb', () => {
    const all = { AUTH_WIDGET_WEBKIT_DRIVER: process.execPath, AUTH_WIDGET_MINIBROWSER: process.execPath, AUTH_WIDGET_XVFB: process.execPath };
    expect(findWebKit(all)).toEqual({ driver: process.execPath, miniBrowser: process.execPath, xvfb: process.execPath });
    expect(findWebKit({ ...all, AUTH_WIDGET_XVFB: join(tmpdir(), 'aw-no-such-xvfb') })).toBeNull();
    expect(findWebKit({ ...all, AUTH_WIDGET_MINIBROWSER: join(tmpdir(), 'aw-no-such-minibrowser') })).toBeNull();
  });

  it.runIf(process.getuid)("gives Firefox a home of the user that runs it, whatever $HOME says", () => {
    const home = firefoxHome({ HOME: join(tmpdir(), 'aw-no-such-home') });
    expect(statSync(home).uid).toBe(process.getuid?.());
  });

  it("provisions with Playwright's download first, then Debian's package only as root on Debian", () => {
    expect(provisionSteps({ isRoot: true, isDebian: true })).toEqual(['playwright', 'apt']);
    expect(provisionSteps({ isRoot: false, isDebian: true })).toEqual(['playwright']);
    expect(provisionSteps({ isRoot: true, isDebian: false })).toEqual(['playwright']);
  });

  it("provisions WebKit from Debian's packages only: Playwright cannot drive WebKitGTK", () => {
    const webkit = selectBrowsers(['webkit'])[0]!;
    expect(webkit.debian).toEqual(['webkit2gtk-driver', 'xvfb']);
    expect(provisionSteps({ isRoot: true, isDebian: true }, webkit)).toEqual(['apt']);
    expect(provisionSteps({ isRoot: false, isDebian: true }, webkit)).toEqual([]);
  });
});
