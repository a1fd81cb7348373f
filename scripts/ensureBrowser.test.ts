import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBrowser } from './browser.ts';
import { NO_BROWSER_LINE, provisionSteps } from './ensureBrowser.ts';

const script = fileURLToPath(new URL('./ensureBrowser.ts', import.meta.url));

/** Browser lookup pointed at an empty folder: no Playwright browser, no system Chromium. */
function emptyLookup(): NodeJS.ProcessEnv {
  const empty = mkdtempSync(join(tmpdir(), 'aw-no-browser-'));
  return { ...process.env, PLAYWRIGHT_BROWSERS_PATH: empty, AUTH_WIDGET_CHROMIUM: join(empty, 'chromium') };
}

describe('the browser check that starts npm test', () => {
  it('stops at once with one line that says what to run when no browser can be had', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
      env: { ...emptyLookup(), AUTH_WIDGET_PROVISION: '0' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([NO_BROWSER_LINE]);
    expect(result.stdout).toBe('');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it("prefers Playwright's Chromium, else takes the system Chromium where it is pointed", () => {
    const found = findBrowser({ ...process.env, AUTH_WIDGET_CHROMIUM: process.execPath });
    if (found?.kind !== 'playwright') expect(found).toEqual({ kind: 'system', path: process.execPath });
  });

  it("provisions with Playwright's download first, then Debian's package only as root on Debian", () => {
    expect(provisionSteps({ isRoot: true, isDebian: true })).toEqual(['playwright', 'apt']);
    expect(provisionSteps({ isRoot: false, isDebian: true })).toEqual(['playwright']);
    expect(provisionSteps({ isRoot: true, isDebian: false })).toEqual(['playwright']);
  });
});
