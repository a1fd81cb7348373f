import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cachedNode, ensureNode, fetchNode, majorOf, nodeOnPath, withNode } from './ensureNode.ts';

const script = fileURLToPath(new URL('./ensureNode.ts', import.meta.url));
const running = process.version.slice(1);
const runningMajor = majorOf(process.version);

/** A cache folder holding `<version>/bin/node` for each entry, each a link to the running Node. */
function cacheWith(...versions: string[]): string {
  const cache = mkdtempSync(join(tmpdir(), 'aw-node-cache-'));
  for (const version of versions) {
    mkdirSync(join(cache, version, 'bin'), { recursive: true });
    symlinkSync(process.execPath, join(cache, version, 'bin', 'node'));
  }
  return cache;
}

/**
 * A package folder shaped as the registry's Node packages are (`bin/node` declared in `bin`), whose `node` prints
 * `says`: what `npm pack` fetches, without the registry.
 */
function nodePackage(version: string, says = version): string {
  const dir = mkdtempSync(join(tmpdir(), 'aw-node-package-'));
  mkdirSync(join(dir, 'bin'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'node-test-platform', version, bin: { node: 'bin/node' } }));
  writeFileSync(join(dir, 'bin', 'node'), `#!/bin/sh\necho v${says}\n`, { mode: 0o755 });
  return dir;
}

describe('the Node lookup of the test lanes', () => {
  it('reads the major line of a version', () => {
    expect(majorOf('v24.21.0')).toBe(24);
    expect(majorOf('22.23.3')).toBe(22);
    expect(majorOf('lts')).toBeNaN();
  });

  it('takes the running Node for its own major line, and finds no other major on a PATH without one', () => {
    expect(nodeOnPath(runningMajor, { PATH: '' })).toEqual({ version: running, bin: dirname(process.execPath), source: 'path' });
    expect(nodeOnPath(runningMajor + 1, { PATH: mkdtempSync(join(tmpdir(), 'aw-empty-path-')) })).toBeNull();
  });

  it('takes the newest cached Node of the major whose binary says the version of its folder', () => {
    // The running Node linked under its own version, and under a newer one it does not report: only the first counts.
    const [major, minor, patch] = running.split('.').map(Number) as [number, number, number];
    const cache = cacheWith(running, `${major}.${minor}.${patch + 1}`, `${major + 1}.0.0`);
    expect(cachedNode(major, cache)).toEqual({ version: running, bin: join(cache, running, 'bin'), source: 'cache' });
    expect(cachedNode(major + 2, cache)).toBeNull();
    expect(ensureNode(major, { cacheDir: cache, env: { PATH: '' } }).source).toBe('path');
  });

  it('fetches a Node package with npm pack, runs its node, and keeps it in the cache for the next lookup', () => {
    const cache = mkdtempSync(join(tmpdir(), 'aw-node-cache-'));
    const fetched = fetchNode(99, { cacheDir: cache, spec: nodePackage('99.1.2') });
    expect(fetched).toEqual({ version: '99.1.2', bin: join(cache, '99.1.2', 'bin'), source: 'registry' });
    expect(cachedNode(99, cache)).toEqual({ ...fetched, source: 'cache' });
    expect(ensureNode(99, { cacheDir: cache, env: { PATH: '' } }).source).toBe('cache');
    expect(readdirSync(cache)).toEqual(['99.1.2']);
  });

  it('refuses a package whose node does not say its version, and leaves nothing in the cache', () => {
    const cache = mkdtempSync(join(tmpdir(), 'aw-node-cache-'));
    expect(() => fetchNode(99, { cacheDir: cache, spec: nodePackage('99.1.2', '98.0.0') })).toThrow('says 98.0.0; wanted Node 99');
    expect(readdirSync(cache)).toEqual([]);
  });

  it('puts the Node first on PATH for the commands of a lane', () => {
    expect(withNode({ bin: '/opt/node/bin' }, { PATH: '/usr/bin', HOME: '/home/u' })).toEqual({ PATH: '/opt/node/bin:/usr/bin', HOME: '/home/u' });
  });

  it('prints the folder of the Node it found, and its usage when given no major', () => {
    const found = spawnSync(process.execPath, ['--import', 'tsx', script, String(runningMajor)], { encoding: 'utf8' });
    expect(found.status).toBe(0);
    expect(found.stdout.trim()).toBe(dirname(process.execPath));
    const usage = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: tsx scripts/ensureNode.ts <major>');
  });
});
