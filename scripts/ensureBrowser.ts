/**
 * First step of `npm test`: makes sure the browser suites have their browsers, a Chromium, a Firefox and WebKit
 * (WebKitGTK's driver with Xvfb), or stops the run at once with one line that says what to run. A missing one is
 * provisioned: Playwright's own download where the network allows it and Playwright can drive that engine, else
 * Debian's packages (`chromium`, `firefox-esr`, `webkit2gtk-driver` and `xvfb`) when running as root on Debian.
 * `AUTH_WIDGET_PROVISION=0` only looks. Browser names as arguments (`tsx scripts/ensureBrowser.ts webkit`) check
 * only those, for a suite run on its own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser, findFirefox } from './browser.ts';
import { findWebKit, WEBKIT_DEBIAN_PACKAGES } from './webkitBrowser.ts';

/** A browser the suites need: how to find it, and its names for Playwright's installer and for Debian. */
export interface NeededBrowser {
  name: 'Chromium' | 'Firefox' | 'WebKit';
  /** Truthy when this machine has it. */
  find: (env?: NodeJS.ProcessEnv) => unknown;
  /** Playwright's name for it; absent when Playwright cannot provide one the suites can drive (WebKitGTK). */
  playwright?: 'chromium' | 'firefox';
  /** Debian's packages that provide it. */
  debian: string[];
}

/**
 * The browsers `npm test` runs: Chromium for every suite, Firefox for the `flows-firefox` project, WebKit (Debian's
 * WebKitGTK driver and MiniBrowser, on an Xvfb display) for the WebKit flow set, which Playwright cannot drive.
 */
export const NEEDED_BROWSERS: NeededBrowser[] = [
  { name: 'Chromium', find: findBrowser, playwright: 'chromium', debian: ['chromium'] },
  { name: 'Firefox', find: findFirefox, playwright: 'firefox', debian: ['firefox-esr'] },
  { name: 'WebKit', find: findWebKit, debian: WEBKIT_DEBIAN_PACKAGES },
];

/** How a missing browser can be provisioned on this machine, in the order tried. */
export function provisionSteps(
  machine: { isRoot: boolean; isDebian: boolean },
  browser: Pick<NeededBrowser, 'playwright'> = { playwright: 'chromium' },
): ('playwright' | 'apt')[] {
  const steps: ('playwright' | 'apt')[] = browser.playwright ? ['playwright'] : [];
  if (machine.isRoot && machine.isDebian) steps.push('apt');
  return steps;
}

/** The browsers of `needed` that this machine lacks. */
export function missingBrowsers(needed: NeededBrowser[] = NEEDED_BROWSERS, env: NodeJS.ProcessEnv = process.env): NeededBrowser[] {
  return needed.filter((browser) => !browser.find(env));
}

/** The browsers named on the command line (case-insensitive), or all of them when none is named. */
export function selectBrowsers(names: string[], all: NeededBrowser[] = NEEDED_BROWSERS): NeededBrowser[] {
  if (names.length === 0) return all;
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const unknown = [...wanted].filter((n) => !all.some((b) => b.name.toLowerCase() === n));
  if (unknown.length > 0) throw new Error(`ensureBrowser: unknown browser ${unknown.join(', ')}; known: ${all.map((b) => b.name).join(', ')}`);
  return all.filter((b) => wanted.has(b.name.toLowerCase()));
}

/** `a`, `a and b`, `a, b and c`. */
function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The one line printed when some browser cannot be had. */
export function noBrowserLine(missing: NeededBrowser[]): string {
  const names = listOf(missing.map((b) => (b.name === 'WebKit' ? 'WebKit (WebKitWebDriver with Xvfb)' : b.name)));
  const playwright = missing.flatMap((b) => (b.playwright ? [b.playwright] : []));
  const debianOnly = missing.filter((b) => !b.playwright).flatMap((b) => b.debian);
  const debian = missing.flatMap((b) => b.debian).join(' ');
  let how: string;
  if (playwright.length === 0) how = `on Debian run \`sudo apt-get install -y ${debian}\``;
  else if (debianOnly.length === 0) how = `run \`npx playwright install ${playwright.join(' ')}\`, or on Debian \`sudo apt-get install -y ${debian}\``;
  else {
    how =
      `run \`npx playwright install ${playwright.join(' ')}\` and, on Debian, \`sudo apt-get install -y ${debianOnly.join(' ')}\`, ` +
      `or on Debian \`sudo apt-get install -y ${debian}\``;
  }
  return `npm test: no ${names} for the browser suites; ${how}, then npm test again.`;
}

function run(command: string, args: string[], timeoutMs: number): boolean {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: timeoutMs, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

let aptUpdated = false;

function provision(step: 'playwright' | 'apt', browser: NeededBrowser): boolean {
  if (step === 'playwright') return browser.playwright ? run('npx', ['--no-install', 'playwright', 'install', browser.playwright], 10 * 60_000) : false;
  // One package index refresh serves every browser.
  aptUpdated ||= run('apt-get', ['update', '-qq'], 5 * 60_000);
  return aptUpdated && run('apt-get', ['install', '-y', '-qq', ...browser.debian], 10 * 60_000);
}

function describeStep(step: 'playwright' | 'apt', browser: NeededBrowser): string {
  return step === 'apt' ? `Debian's ${browser.debian.join(' and ')}` : `Playwright's ${browser.name}`;
}

function main(names: string[]): number {
  let needed: NeededBrowser[];
  try {
    needed = selectBrowsers(names);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  let missing = missingBrowsers(needed);
  if (missing.length > 0 && process.env.AUTH_WIDGET_PROVISION !== '0') {
    const machine = { isRoot: process.getuid?.() === 0, isDebian: existsSync('/etc/debian_version') };
    for (const browser of missing) {
      for (const step of provisionSteps(machine, browser)) {
        process.stdout.write(`npm test: no ${browser.name} found; installing one (${describeStep(step, browser)})…\n`);
        if (provision(step, browser) && browser.find()) break;
      }
    }
    missing = missingBrowsers(needed);
  }
  if (missing.length === 0) return 0;
  process.stderr.write(`${noBrowserLine(missing)}\n`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
