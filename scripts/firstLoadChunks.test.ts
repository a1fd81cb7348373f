import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from './firstLoadChunks.ts';

/** A metafile with only what the walk reads: each output's imports. */
function metafile(imports: Record<string, [string, 'import-statement' | 'dynamic-import', boolean?][]>): Metafile {
  const outputs = Object.fromEntries(
    Object.entries(imports).map(([file, list]) => [file, { imports: list.map(([path, kind, external = false]) => ({ path, kind, external })) }]),
  );
  return { inputs: {}, outputs } as unknown as Metafile;
}

describe('firstLoadChunks', () => {
  it('follows static imports transitively, once each, and leaves out the entry, lazy chunks and external modules', () => {
    const meta = metafile({
      'out/entry.js': [
        ['out/chunks/a.js', 'import-statement'],
        ['out/chunks/lazy.js', 'dynamic-import'],
        ['react', 'import-statement', true],
      ],
      'out/chunks/a.js': [
        ['out/chunks/b.js', 'import-statement'],
        ['out/entry.js', 'import-statement'],
      ],
      'out/chunks/b.js': [['out/chunks/a.js', 'import-statement']],
      'out/chunks/lazy.js': [['out/chunks/c.js', 'import-statement']],
      'out/chunks/c.js': [],
    });
    expect(firstLoadChunks(meta, 'out/entry.js')).toEqual(['out/chunks/a.js', 'out/chunks/b.js']);
  });

  it('is empty for an entry with no static import', () => {
    expect(firstLoadChunks(metafile({ 'out/entry.js': [['out/chunks/lazy.js', 'dynamic-import']] }), 'out/entry.js')).toEqual([]);
  });
});
