import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Path of a built binary. */
export function binPath(name: 'auth-widget' | 'create-auth-widget'): string {
  return fileURLToPath(new URL(`../../dist/bin/${name}.js`, import.meta.url));
}

/** The shell command line that runs a built binary with `args` (for a pseudo-terminal, which takes one line). */
export function binCommand(name: 'auth-widget' | 'create-auth-widget', args: string): string {
  return `${JSON.stringify(process.execPath)} ${JSON.stringify(binPath(name))} ${args}`;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built binary to completion, without a TTY, and collects its output. */
export function runBin(
  name: 'auth-widget' | 'create-auth-widget',
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [binPath(name), ...args], {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
