import { spawn } from 'node:child_process';
import type { PackageManager } from './packageManager.ts';

/** Runs `<pm> install` in the site, its progress shown as it goes; resolves to the exit code. */
export function install(pm: PackageManager, cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(pm, ['install'], { cwd, stdio: ['ignore', 'inherit', 'inherit'], shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ? 130 : (code ?? 1)));
  });
}
