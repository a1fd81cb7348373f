import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeFirstLoad, type BuiltFile } from './mergeFirstLoad.ts';

let dir: string;
let merged: BuiltFile[];
const text = (name: string) => new TextDecoder().decode(merged.find((file) => file.path === join(dir, 'out', name))?.contents);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'merge-first-load-'));
  // A module the entry and its lazy chunk share (one instance, or the count below would be 1), as the widget's
  // runtime and atoms are shared.
  const sources = {
    'shared.js': 'export let count = 0; export const bump = () => ++count;',
    'entry.js': 'import { bump } from "./shared.js"; bump(); export const later = () => import("./lazy.js").then((m) => m.run());',
    'lazy.js': 'import { bump } from "./shared.js"; export const run = () => bump();',
  };
  for (const [name, code] of Object.entries(sources)) await writeFile(join(dir, name), code);
  const result = await build({
    entryPoints: { entry: join(dir, 'entry.js') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(dir, 'out'),
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    write: false,
    absWorkingDir: dir,
  });
  expect(result.outputFiles.some((file) => file.path.includes('/chunks/chunk-'))).toBe(true);
  merged = await mergeFirstLoad({ files: result.outputFiles, metafile: result.metafile, entry: 'out/entry.js', absWorkingDir: dir, minify: {} });
  for (const file of merged) {
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.contents);
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('mergeFirstLoad', () => {
  it('leaves the entry without static imports and drops the chunks it took in', () => {
    expect(text('entry.js')).not.toMatch(/(^|[;\n])\s*import\s*[{"*]/);
    expect(merged.map((file) => relative(join(dir, 'out'), file.path)).filter((name) => name.startsWith('chunks/chunk-'))).toEqual([]);
  });

  it('keeps the lazy chunk lazy, importing what it shares from the entry', () => {
    expect(text('entry.js')).toMatch(/import\("\.\/chunks\/lazy-[A-Z0-9]+\.js"\)/);
    const lazy = merged.find((file) => relative(join(dir, 'out'), file.path).startsWith('chunks/lazy-'));
    expect(new TextDecoder().decode(lazy?.contents)).toMatch(/from\s*"\.\.\/entry\.js"/);
  });

  it('runs: the lazy chunk bumps the same counter the entry bumped', async () => {
    const entry = (await import(pathToFileURL(join(dir, 'out', 'entry.js')).href)) as { later(): Promise<number> };
    expect(await entry.later()).toBe(2);
  });
});
