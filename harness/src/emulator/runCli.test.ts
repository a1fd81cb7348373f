import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runEmulatorCli, type CliOutput } from './runCli.ts';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function capture(): CliOutput & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (line) => out.push(line), stderr: (line) => err.push(line) };
}

/** Waits until the CLI printed where it listens. */
async function listening(output: { out: string[] }): Promise<void> {
  while (!output.out.some((line) => line.startsWith('listening on'))) await new Promise((r) => setTimeout(r, 10));
}

describe('runEmulatorCli', () => {
  it('refuses a --data file that is not the emulator\'s, with one line and exit 1, and leaves it alone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'emulator-cli-'));
    const file = join(dir, 'package.json');
    const original = '{ "name": "my-app", "version": "1.0.0" }\n';
    writeFileSync(file, original);
    const output = capture();
    expect(await runEmulatorCli(['--port', '0', '--data', file], { output })).toBe(1);
    expect(output.err).toHaveLength(1);
    expect(output.err[0]).toMatch(/^emulator: .*package\.json is not an emulator data file/);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('waits for the running save when a second stop signal comes, instead of dying mid-save', async () => {
    dir = mkdtempSync(join(tmpdir(), 'emulator-cli-'));
    const file = join(dir, 'state.json');
    const output = capture();
    const exit = runEmulatorCli(['--port', '0', '--data', file], { output, signals: ['SIGUSR2'] });
    await listening(output);
    // Two Ctrl+C in a row: both reach the handler, which keeps waiting for the save.
    process.emit('SIGUSR2');
    process.emit('SIGUSR2');
    expect(await exit).toBe(0);
    expect(output.err.join('\n')).toContain('still saving');
    expect(JSON.parse(readFileSync(file, 'utf8')).key.d).toEqual(expect.any(String));
    expect(process.listenerCount('SIGUSR2')).toBe(0);
  });

  it('takes --allowed-host names and refuses a URL', async () => {
    const output = capture();
    expect(await runEmulatorCli(['--allowed-host', 'http://x.example'], { output })).toBe(1);
    expect(output.err[0]).toContain('--allowed-host');
  });
});
