/**
 * First step of `npm test`: makes sure the browser suites have a Chromium, or stops the run at once with one line
 * that says what to run. When none is found it provisions one: Playwright's own download where the network allows
 * it, else Debian's `chromium` package when running as root on Debian. `AUTH_WIDGET_PROVISION=0` only looks.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './browser.ts';

/** How a missing browser can be provisioned on this machine, in the order tried. */
export function provisionSteps(machine: { isRoot: boolean; isDebian: boolean }): ('playwright' | 'apt')[] {
  return machine.isRoot && machine.isDebian ? ['playwright', 'apt'] : ['playwright'];
}

/** The one line printed when no browser can be had. */
export const NO_BROWSER_LINE =
  'npm test: no Chromium for the browser suites; run `npx playwright install chromium`, or on Debian `sudo apt-get install -y chromium`, then npm test again.';

function run(command: string, args: string[], timeoutMs: number): boolean {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: timeoutMs, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

function provision(step: 'playwright' | 'apt'): boolean {
  if (step === 'playwright') return run('npx', ['--no-install', 'playwright', 'install', 'chromium'], 10 * 60_000);
  return run('apt-get', ['update', '-qq'], 5 * 60_000) && run('apt-get', ['install', '-y', '-qq', 'chromium'], 10 * 60_000);
}

function main(): number {
  const found = findBrowser();
  if (found) return 0;
  if (process.env.AUTH_WIDGET_PROVISION !== '0') {
    const machine = { isRoot: process.getuid?.() === 0, isDebian: existsSync('/etc/debian_version') };
    for (const step of provisionSteps(machine)) {
      process.stdout.write(`npm test: no Chromium found; installing one (${step === 'apt' ? "Debian's chromium" : "Playwright's Chromium"})…\n`);
      if (provision(step) && findBrowser()) return 0;
    }
  }
  process.stderr.write(`${NO_BROWSER_LINE}\n`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
