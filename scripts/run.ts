import { spawn, spawnSync } from 'node:child_process';

/** Runs a command to completion; its output is kept for the failure message. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): { code: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/**
 * `run` without blocking: the caller's event loop stays free, so several sites can install side by side. With
 * `inheritEnv: false` the command gets `env` alone, not this process's variables too. Never rejects: a command that
 * cannot start resolves with a null code and the reason as its output.
 */
export function runAsync(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  { inheritEnv = true }: { inheritEnv?: boolean } = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { cwd, env: inheritEnv ? { ...process.env, ...env } : env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', (error) => resolve({ code: null, output: `${command} could not start: ${error.message}` }));
    child.once('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
