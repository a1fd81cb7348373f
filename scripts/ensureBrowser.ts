/**
 * First step of `npm test`: makes sure the browser suites have their browsers, a Chromium and a Firefox, or stops the
 * run at once with one line that says what to run. A missing one is provisioned: Playwright's own download where the
 * network allows it, else Debian's package (`chromium`, `firefox-esr`) when running as root on Debian.
 * `AUTH_WIDGET_PROVISION=0` only looks.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser, findFirefox, type Browser } from './browser.ts';

/** A browser the suites need: how to find it, and its names for Playwright's installer and for Debian. */
export interface NeededBrowser {
  name: 'Chromium' | 'Firefox';
  find: (env?: NodeJS.ProcessEnv) => Browser | null;
  playwright: 'chromium' | 'firefox';
  debian: 'chromium' | 'firefox-esr';
}

/** The browsers `npm test` runs: Chromium for every suite, Firefox for the `flows-firefox` project. */
export const NEEDED_BROWSERS: NeededBrowser[] = [
  { name: 'Chromium', find: findBrowser, playwright: 'chromium', debian: 'chromium' },
  { name: 'Firefox', find: findFirefox, playwright: 'firefox', debian: 'firefox-esr' },
];

/** How a missing browser can be provisioned on this machine, in the order tried. */
export function provisionSteps(machine: { isRoot: boolean; isDebian: boolean }): ('playwright' | 'apt')[] {
  return machine.isRoot && machine.isDebian ? ['playwright', 'apt'] : ['playwright'];
}

/** The browsers of `needed` that this machine lacks. */
export function missingBrowsers(needed: NeededBrowser[] = NEEDED_BROWSERS, env: NodeJS.ProcessEnv = process.env): NeededBrowser[] {
  return needed.filter((browser) => !browser.find(env));
}

/** The one line printed when some browser cannot be had. */
export function noBrowserLine(missing: NeededBrowser[]): string {
  const names = missing.map((b) => b.name).join(' and ');
  const playwright = missing.map((b) => b.playwright).join(' ');
  const debian = missing.map((b) => b.debian).join(' ');
  return `npm test: no ${names} for the browser suites; run \`npx playwright install ${playwright}\`, or on Debian \`sudo apt-get install -y ${debian}\`, then npm test again.`;
}

function run(command: string, args: string[], timeoutMs: number): boolean {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: timeoutMs, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

let aptUpdated = false;

function provision(step: 'playwright' | 'apt', browser: NeededBrowser): boolean {
  if (step === 'playwright') return run('npx', ['--no-install', 'playwright', 'install', browser.playwright], 10 * 60_000);
  // One package index refresh serves both browsers.
  aptUpdated ||= run('apt-get', ['update', '-qq'], 5 * 60_000);
  return aptUpdated && run('apt-get', ['install', '-y', '-qq', browser.debian], 10 * 60_000);
}

function main(): number {
  let missing = missingBrowsers();
  if (missing.length > 0 && process.env.AUTH_WIDGET_PROVISION !== '0') {
    const machine = { isRoot: process.getuid?.() === 0, isDebian: existsSync('/etc/debian_version') };
    for (const browser of missing) {
      for (const step of provisionSteps(machine)) {
        process.stdout.write(`npm test: no ${browser.name} found; installing one (${step === 'apt' ? `Debian's ${browser.debian}` : `Playwright's ${browser.name}`})…\n`);
        if (provision(step, browser) && browser.find()) break;
      }
    }
    missing = missingBrowsers();
  }
  if (missing.length === 0) return 0;
  process.stderr.write(`${noBrowserLine(missing)}\n`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
