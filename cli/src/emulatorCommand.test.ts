import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import { binPath, runBin } from './testing/runBin.ts';

describe('auth-widget emulator', () => {
  it('starts the emulator with the same options as npm run emulator and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [binPath('auth-widget'), 'emulator', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const res = await fetch(`${url}/sdk/v1/projects/bootstrap/${EMULATOR_PUBLIC_TOKEN}`, {
      headers: { Authorization: `Basic ${btoa(`${EMULATOR_PUBLIC_TOKEN}:${EMULATOR_PUBLIC_TOKEN}`)}` },
    });
    expect(res.status).toBe(200);
    expect(out).toContain(`public token: ${EMULATOR_PUBLIC_TOKEN}`);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses a bad flag with one line on stderr and exit 1', async () => {
    const r = await runBin('auth-widget', ['emulator', '--port', 'ninety']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('--port');
  });

  it('lists its commands with --help', async () => {
    const r = await runBin('auth-widget', ['--help']);
    expect(r.code).toBe(0);
    for (const command of ['doctor', 'emulator', 'dev', 'create']) expect(r.stdout).toContain(command);
  });

  it('exits 1 on an unknown command, on stderr', async () => {
    const r = await runBin('auth-widget', ['deploy']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('unknown command');
    expect(r.stdout).toBe('');
  });
});
