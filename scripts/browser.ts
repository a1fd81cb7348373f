import { existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { chromium, firefox } from '@playwright/test';

/**
 * Where Debian's `chromium` package puts the browser; `AUTH_WIDGET_CHROMIUM` points the lookup elsewhere. This lookup
 * runs before any package is built (`npm test` starts with it); the suites launch Chromium with the harness's
 * `chromiumLaunchOptions`, which holds the flags a system Chromium needs.
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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

/** Where Debian's `firefox-esr` package puts the browser; `AUTH_WIDGET_FIREFOX` points the lookup elsewhere. */
export const SYSTEM_FIREFOX = '/usr/lib/firefox-esr/firefox-esr';

/** The system Firefox the lookup considers (`AUTH_WIDGET_FIREFOX`, else Debian's path). */
export function systemFirefoxPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.AUTH_WIDGET_FIREFOX || SYSTEM_FIREFOX;
}

/**
 * The Firefox to test with: the one Playwright installed (its own build, driven over Playwright's protocol) when there
 * is one, else the system Firefox (a stock build, driven over WebDriver BiDi), else null.
 */
export function findFirefox(env: NodeJS.ProcessEnv = process.env): Browser | null {
  try {
    const path = firefox.executablePath();
    if (existsSync(path)) return { kind: 'playwright', path };
  } catch {
    // No Playwright browser registry entry for this platform: look for the system one.
  }
  const system = systemFirefoxPath(env);
  return existsSync(system) ? { kind: 'system', path: system } : null;
}

function ownedByMe(dir: string | undefined): boolean {
  if (!dir) return false;
  try {
    const stat = statSync(dir);
    return stat.isDirectory() && stat.uid === process.getuid?.();
  } catch {
    return false;
  }
}

/**
 * A home directory Firefox accepts. Firefox refuses to start as root when `$HOME` belongs to another user (as under
 * `sudo` without `-H`, or a CI job that runs as root with the image's user's HOME), so the browser gets `$HOME` when
 * it is ours, else the account's own home from the password database, else a private folder under the temp dir.
 */
export function firefoxHome(env: NodeJS.ProcessEnv = process.env): string {
  // Owners are Unix's: elsewhere there is nothing to check.
  if (!process.getuid) return env.HOME ?? userInfo().homedir;
  if (ownedByMe(env.HOME)) return env.HOME as string;
  const account = userInfo().homedir;
  if (ownedByMe(account)) return account;
  const own = join(tmpdir(), `auth-widget-firefox-home-${process.getuid()}`);
  mkdirSync(own, { recursive: true, mode: 0o700 });
  // Someone else made that folder first: take a fresh one rather than theirs.
  return ownedByMe(own) ? own : mkdtempSync(join(tmpdir(), 'auth-widget-firefox-home-'));
}
