import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFileWriter, readDataFile } from './dataFile.ts';
import { startEmulator } from './server.ts';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  dir = mkdtempSync(join(tmpdir(), 'emulator-data-'));
  return dir;
}

describe('data file', () => {
  it('loads the previous state when a save was killed halfway (the temp file left behind)', async () => {
    const dataFile = join(tempDir(), 'state.json');
    const first = await startEmulator({ port: 0, dataFile });
    first.store.userForEmail('kept@example.com');
    const kid = first.runtime.key.kid;
    await first.stop();
    // A save killed halfway: the new state only reached the temp file, cut short.
    const text = readFileSync(dataFile, 'utf8');
    writeFileSync(`${dataFile}.tmp`, text.slice(0, text.length / 2));
    const second = await startEmulator({ port: 0, dataFile });
    try {
      expect(second.store.findUserByEmail('kept@example.com')).toBeDefined();
      expect(second.runtime.key.kid).toBe(kid);
    } finally {
      await second.stop();
    }
    expect(existsSync(`${dataFile}.tmp`)).toBe(false);
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).key.kid).toBe(kid);
  });

  it('writes the file for its owner only, since it holds the private signing key', async () => {
    const dataFile = join(tempDir(), 'state.json');
    writeFileSync(dataFile, '', { mode: 0o644 });
    const emulator = await startEmulator({ port: 0, dataFile });
    await emulator.stop();
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).key.d).toEqual(expect.any(String));
  });

  it('refuses a file that is not the emulator\'s, with one line, and leaves it as it was', async () => {
    const dataFile = join(tempDir(), 'package.json');
    const original = JSON.stringify({ name: 'my-app', scripts: { dev: 'vite' } }, null, 2);
    writeFileSync(dataFile, original);
    await expect(startEmulator({ port: 0, dataFile })).rejects.toThrow(/package\.json is not an emulator data file.*--data/);
    writeFileSync(join(dir, 'truncated.json'), '{"state": {"project": {');
    await expect(readDataFile(join(dir, 'truncated.json'))).rejects.toThrow(/not an emulator data file \(not valid JSON\)/);
    expect(readFileSync(dataFile, 'utf8')).toBe(original);
  });

  it('loads a state saved by an older emulator (no key, collections missing)', async () => {
    const dataFile = join(tempDir(), 'old.json');
    writeFileSync(dataFile, JSON.stringify({ state: { project: { name: 'Old' }, users: {}, sessions: {}, tokens: {}, messages: [], events: [] } }));
    const emulator = await startEmulator({ port: 0, dataFile });
    try {
      expect(emulator.store.project.name).toBe('Old');
      expect(emulator.store.state.captcha_tokens).toEqual({});
    } finally {
      await emulator.stop();
    }
  });

  it('keeps bot protection across a restart, and drops captcha tokens saved as a bare expiry', async () => {
    const dataFile = join(tempDir(), 'state.json');
    const first = await startEmulator({ port: 0, dataFile });
    first.store.state.dfp_verdicts['dfp-telemetry-id-a'] = 'BLOCK';
    first.store.state.bot_protection.dfp_default_verdict = 'CHALLENGE';
    await first.stop();
    const saved = JSON.parse(readFileSync(dataFile, 'utf8'));
    saved.state.captcha_tokens = { 'old-token': new Date(Date.now() + 60_000).toISOString() };
    writeFileSync(dataFile, JSON.stringify(saved));
    const second = await startEmulator({ port: 0, dataFile });
    try {
      expect(second.store.state.dfp_verdicts).toEqual({ 'dfp-telemetry-id-a': 'BLOCK' });
      expect(Object.getPrototypeOf(second.store.state.dfp_verdicts)).toBeNull();
      expect(second.store.state.bot_protection).toEqual({ captcha_verdict: 'pass', dfp_default_verdict: 'CHALLENGE' });
      expect(second.store.state.captcha_tokens).toEqual({});
    } finally {
      await second.stop();
    }
  });

  it('runs saves one at a time, the last one winning', async () => {
    const path = join(tempDir(), 'state.json');
    const writer = new DataFileWriter(path);
    const base = { key: { kty: 'EC' } };
    const saves = Array.from({ length: 8 }, (_, i) =>
      writer.save({ ...base, state: { project: { name: `v${i}` } } } as unknown as Parameters<DataFileWriter['save']>[0]),
    );
    await Promise.all(saves);
    expect(JSON.parse(readFileSync(path, 'utf8')).state.project.name).toBe('v7');
  });
});
