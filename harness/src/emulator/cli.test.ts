import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk/protocol';

/** The harness package, where `npm run emulator` runs the CLI from. */
const HARNESS = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'emulator-cli-'));
const running = new Set<ChildProcess>();

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the CLI as `npm run emulator` does, collecting its output. */
function cli(args: string[]) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/emulator/cli.ts', ...args], {
    cwd: HARNESS,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  /** Resolves when stdout has `count` lines, or rejects when the process exits first. */
  const lines = (count: number) =>
    new Promise<string[]>((resolve, reject) => {
      const check = () => {
        const got = stdout.split('\n').filter(Boolean);
        if (got.length >= count) resolve(got);
      };
      child.stdout.on('data', check);
      check();
      void exited.then((code) => reject(new Error(`exited with ${code} before printing: ${stderr}`)));
    });
  return { child, exited, lines, output: () => ({ stdout, stderr }) };
}

function basic() {
  return `Basic ${Buffer.from(`${EMULATOR_PUBLIC_TOKEN}:${EMULATOR_PUBLIC_TOKEN}`).toString('base64')}`;
}

describe('emulator CLI', { timeout: 30_000 }, () => {
  it('serves, prints where, saves its data on SIGTERM, and loads it on the next start', async () => {
    const port = await freePort();
    const dataFile = join(dir, 'state.json');
    const first = cli(['--port', String(port), '--data', dataFile]);
    const printed = await first.lines(3);
    expect(printed).toEqual([
      `listening on http://127.0.0.1:${port}`,
      `public token: ${EMULATOR_PUBLIC_TOKEN}`,
      `inbox: http://127.0.0.1:${port}/__dev/inbox`,
    ]);
    const base = `http://127.0.0.1:${port}`;
    const bootstrap = await fetch(`${base}/sdk/v1/projects/bootstrap/${EMULATOR_PUBLIC_TOKEN}`, { headers: { Authorization: basic() } });
    expect(bootstrap.status).toBe(200);
    const seeded = await fetch(`${base}/__dev/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: 'a long passphrase' }),
    });
    expect(seeded.status).toBe(201);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(dataFile)).toBe(true);
    expect(readFileSync(dataFile, 'utf8')).toContain('kept@example.com');

    const second = cli(['--port', String(port), '--data', dataFile]);
    await second.lines(1);
    const search = await fetch(`${base}/sdk/v1/users/search`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    expect(((await search.json()) as { data: { userType: string } }).data.userType).toBe('password');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(second.output().stderr).toBe('');
  });

  it('prints help and exits 0', async () => {
    const run = cli(['--help']);
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toContain('--port <port>');
  });

  it('refuses a bad flag or port with one line on stderr and exit 1', async () => {
    for (const args of [['--nope'], ['--port', 'eighty'], ['--port', '70000'], ['stray']]) {
      const run = cli(args);
      expect(await run.exited, args.join(' ')).toBe(1);
      const { stdout, stderr } = run.output();
      expect(stdout).toBe('');
      expect(stderr.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(stderr).toMatch(/^emulator: /);
    }
  });

  it('says so when the port is in use', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const run = cli(['--port', String(port)]);
      expect(await run.exited).toBe(1);
      const { stderr } = run.output();
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
