import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import { binPath, runBin } from '../testing/runBin.ts';

/** A port that was free a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A site folder whose config points the emulator at `port`. */
async function siteWithEmulatorOn(port: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'aw-dev-'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'site', private: true }));
  await writeFile(
    join(dir, 'auth-widget.config.json'),
    JSON.stringify({ publicToken: EMULATOR_PUBLIC_TOKEN, endpoints: { testApiUrl: `http://127.0.0.1:${port}` }, config: { products: ['otp'] } }),
  );
  return dir;
}

/** A stand-in dev server: prints a line, then waits until it is stopped. */
const FAKE_DEV_SERVER = "console.log('site: ready'); setInterval(() => {}, 1000);";

describe('auth-widget dev', () => {
  it('starts the emulator from the config and the site together, and Ctrl+C stops both and saves the state', async () => {
    const port = await freePort();
    const dir = await siteWithEmulatorOn(port);
    const child = spawn(process.execPath, [binPath('auth-widget'), 'dev', '--', process.execPath, '-e', FAKE_DEV_SERVER], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('site: ready') && out.includes('emulator: http://127.0.0.1:')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const res = await fetch(`http://127.0.0.1:${port}/sdk/v1/projects/bootstrap/${EMULATOR_PUBLIC_TOKEN}`, {
      headers: { Authorization: `Basic ${btoa(`${EMULATOR_PUBLIC_TOKEN}:${EMULATOR_PUBLIC_TOKEN}`)}` },
    });
    expect(res.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(existsSync(join(dir, '.emulator-data.json'))).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('ends with the site when the site exits, with its exit code', async () => {
    const port = await freePort();
    const dir = await siteWithEmulatorOn(port);
    const r = await runBin('auth-widget', ['dev', '--', process.execPath, '-e', 'process.exit(3)'], { cwd: dir });
    expect(r.code).toBe(3);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('refuses a missing config with one line and exit 1', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aw-dev-'));
    const r = await runBin('auth-widget', ['dev'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('auth-widget.config.json does not exist');
  });
});
