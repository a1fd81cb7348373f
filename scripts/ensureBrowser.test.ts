import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBrowser, findFirefox, firefoxHome } from './browser.ts';
import { missingBrowsers, NEEDED_BROWSERS, noBrowserLine, provisionSteps } from './ensureBrowser.ts';

const script = fileURLToPath(new URL('./ensureBrowser.ts', import.meta.url));

/** Browser lookup pointed at an empty folder: no Playwright browser, no system Chromium, no system Firefox. */
function emptyLookup(): NodeJS.ProcessEnv {
  const empty = mkdtempSync(join(tmpdir(), 'aw-no-browser-'));
  return { ...process.env, PLAYWRIGHT_BROWSERS_PATH: empty, AUTH_WIDGET_CHROMIUM: join(empty, 'chromium'), AUTH_WIDGET_FIREFOX: join(empty, 'firefox') };
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

  it('names each missing browser with its Playwright and Debian names', () => {
    expect(noBrowserLine(NEEDED_BROWSERS)).toBe(
      'npm test: no Chromium and Firefox for the browser suites; run `npx playwright install chromium firefox`, or on Debian `sudo apt-get install -y chromium firefox-esr`, then npm test again.',
    );
    const firefoxOnly = missingBrowsers(NEEDED_BROWSERS, { ...emptyLookup(), AUTH_WIDGET_CHROMIUM: process.execPath });
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

  it.runIf(process.getuid)("gives Firefox a home of the user that runs it, whatever $HOME says", () => {
    const home = firefoxHome({ HOME: join(tmpdir(), 'aw-no-such-home') });
    expect(statSync(home).uid).toBe(process.getuid?.());
  });

  it("provisions with Playwright's download first, then Debian's package only as root on Debian", () => {
    expect(provisionSteps({ isRoot: true, isDebian: true })).toEqual(['playwright', 'apt']);
    expect(provisionSteps({ isRoot: false, isDebian: true })).toEqual(['playwright']);
    expect(provisionSteps({ isRoot: true, isDebian: false })).toEqual(['playwright']);
  });
});
