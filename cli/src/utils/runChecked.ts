import { spawnSync } from 'node:child_process';

/** Runs a command to completion and returns its output; a non-zero exit throws with the last lines it printed. */
export function runChecked(command: string, args: string[], cwd: string, what = `${command} ${args.join(' ')}`): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${what} failed: ${(result.stderr || result.stdout || '').trim().split('\n').slice(-5).join('\n')}`);
  }
  return result.stdout;
}
