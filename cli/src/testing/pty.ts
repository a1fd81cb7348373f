import { spawn } from 'node:child_process';

/** A program running in a pseudo-terminal (util-linux `script`), driven like a person at a keyboard. */
export interface PtySession {
  /** Resolves once the output so far matches; rejects after the timeout with what was seen. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  write(keys: string): void;
  exited: Promise<number | null>;
  output(): string;
}

/** Strips terminal escape sequences so prompts can be matched as text. */
// eslint-disable-next-line no-control-regex -- terminal escape sequences start with the ESC control character
const plain = (text: string) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');

/** Starts `command` in a pseudo-terminal with `env`; `CI` is removed so the program may prompt. */
export function startPty(command: string, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): PtySession {
  const env: NodeJS.ProcessEnv = { ...process.env, TERM: 'xterm-256color', ...options.env };
  delete env.CI;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let seen = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (data: Buffer) => {
    seen += data.toString();
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(plain(seen))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    waitFor(pattern, timeoutMs = 20_000) {
      if (pattern.test(plain(seen))) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${plain(seen)}`)), timeoutMs);
        waiters.push({ pattern, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    write(keys) {
      child.stdin.write(keys);
    },
    exited,
    output: () => plain(seen),
  };
}
