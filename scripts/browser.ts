import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where Debian's `chromium` package puts the browser; `AUTH_WIDGET_CHROMIUM` points the lookup elsewhere. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags the system Chromium needs headless on these machines (no sandbox as root, no network it cannot reach). */
export const SYSTEM_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A browser the browser suites can run: Playwright's own Chromium, or a system one with the flags it needs. */
export type Browser = { kind: 'playwright'; path: string } | { kind: 'system'; path: string };

/** The system Chromium the lookup considers (`AUTH_WIDGET_CHROMIUM`, else Debian's path). */
export function systemChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.AUTH_WIDGET_CHROMIUM || SYSTEM_CHROMIUM;
}

/**
 * The browser to test with: a Chromium that Playwright installed (under `PLAYWRIGHT_BROWSERS_PATH` or its default
 * cache) when there is one, else the system Chromium, else null.
 */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): Browser | null {
  try {
    const path = chromium.executablePath();
    if (existsSync(path)) return { kind: 'playwright', path };
  } catch {
    // No Playwright browser registry entry for this platform: look for the system one.
  }
  const system = systemChromiumPath(env);
  return existsSync(system) ? { kind: 'system', path: system } : null;
}
