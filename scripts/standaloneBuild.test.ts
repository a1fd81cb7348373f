import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from './compileHint.ts';
import { buildStandalone, STANDALONE_CLIENT_ENTRY, STANDALONE_ENTRY, staticImportsOf, type StandaloneBuild } from './standaloneBuild.ts';

let built: StandaloneBuild;

beforeAll(async () => {
  // Nothing is written: the files stay in memory.
  built = await buildStandalone({ outdir: join(tmpdir(), 'standalone-build-test') });
}, 120_000);

describe('buildStandalone', () => {
  it('puts the whole first load in the entry: a script tag alone fetches one file, nothing to preload', async () => {
    expect(await staticImportsOf(built.files, STANDALONE_ENTRY)).toEqual([]);
  });

  it('keeps the lazy chunks lazy, and every chunk they import is in the output with the bindings it is asked for', async () => {
    const entry = new TextDecoder().decode(built.files.get(STANDALONE_ENTRY));
    expect(entry.match(/import\("\.\/chunks\/[^"]+\.js"\)/g)?.length).toBeGreaterThan(5);
    // staticImportsOf bundles the output again, lazy chunks included: it throws on a missing file or binding.
    await expect(staticImportsOf(built.files, 'elements.js')).resolves.toBeDefined();
  });

  it('asks for the entry, and only the entry, to be compiled as it downloads: its lazy chunks are compiled when run', () => {
    const hinted = [...built.files].filter(([, contents]) => new TextDecoder().decode(contents).startsWith(`${COMPILE_HINT}\n`));
    expect(hinted.map(([name]) => name)).toEqual([STANDALONE_ENTRY]);
  });

  it('keeps the client out of the mount entry: auth-widget-client.js exports it, and the entry loads that file lazily', async () => {
    const text = (name: string) => new TextDecoder().decode(built.files.get(name));
    const entry = text(STANDALONE_ENTRY);
    // The instance event is logged by createAuthClient alone.
    expect(entry).not.toContain('sdk_instance_instantiated');
    expect(entry).not.toMatch(/as createAuthClient\b/);
    expect(entry).toContain(`import("./${STANDALONE_CLIENT_ENTRY}")`);
    expect(text(STANDALONE_CLIENT_ENTRY)).toContain('sdk_instance_instantiated');
    expect(text(STANDALONE_CLIENT_ENTRY)).toMatch(/as createAuthClient\b/);
    // The client's file takes what it shares with the first screen from the entry: one AuthError, one store.
    expect(await staticImportsOf(built.files, STANDALONE_CLIENT_ENTRY)).toEqual([STANDALONE_ENTRY]);
  });

  it('does not make the custom elements load the mount entry up front', async () => {
    expect(await staticImportsOf(built.files, 'elements.js')).not.toContain(STANDALONE_ENTRY);
  });
});
