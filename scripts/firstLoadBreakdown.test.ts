import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { whyVariants, type Variant } from './entrySizes.ts';
import { firstLoadBreakdown, formatBreakdown } from './firstLoadBreakdown.ts';

/** A metafile with only what the breakdown reads: each output's size and the bytes each input left in it. */
function metafile(outputs: Record<string, { bytes: number; inputs: Record<string, number> }>): Metafile {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([file, { bytes, inputs }]) => [
        file,
        { bytes, imports: [], exports: [], inputs: Object.fromEntries(Object.entries(inputs).map(([path, n]) => [path, { bytesInOutput: n }])) },
      ]),
    ),
  } as unknown as Metafile;
}

describe('firstLoadBreakdown', () => {
  const meta = metafile({
    'out/entry.js': { bytes: 1000, inputs: { 'src/a.ts': 600, 'src/shared.ts': 300 } },
    'out/chunk.js': { bytes: 500, inputs: { 'src/shared.ts': 250, 'src/b.ts': 250 } },
    'out/lazy.js': { bytes: 9000, inputs: { 'src/lazy.ts': 9000 } },
  });

  it('shares each first-load file’s gzip bytes out by minified bytes, sums a module over files, largest first', () => {
    const shares = firstLoadBreakdown(meta, new Map([['out/entry.js', 400], ['out/chunk.js', 200]]));
    expect(shares).toEqual([
      { module: 'src/shared.ts', minified: 550, gzip: 220 },
      { module: 'src/a.ts', minified: 600, gzip: 240 },
      { module: 'src/b.ts', minified: 250, gzip: 100 },
      { module: '(imports, exports and helpers)', minified: 100, gzip: 40 },
    ].sort((x, y) => y.gzip - x.gzip));
    // Only the files given count: a lazy chunk is no part of the first load.
    expect(shares.some((share) => share.module === 'src/lazy.ts')).toBe(false);
    expect(shares.reduce((sum, share) => sum + share.gzip, 0)).toBe(600);
  });

  it('names modules as asked and folds the tail into one line', () => {
    const shares = firstLoadBreakdown(meta, new Map([['out/entry.js', 400]]), (input) => input.replace('src/', ''));
    expect(formatBreakdown(shares, 1)).toEqual([
      '   gzip minified  module (gzip shared out by minified bytes: an estimate)',
      '    240      600  a.ts',
      '    160      400  (2 smaller modules)',
    ]);
  });
});

describe('whyVariants', () => {
  const variants: Variant[] = [
    { label: '@auth-widget/sdk', subpath: '.' },
    { label: '@auth-widget/sdk/ui (standalone)', subpath: './ui' },
    { label: '@auth-widget/sdk/react (React external)', subpath: './react' },
  ];

  it('is null without --why, picks an entry by its whole label first, else by part of it', () => {
    expect(whyVariants(['--write'], variants)).toBeNull();
    expect(whyVariants(['--why', '@auth-widget/sdk'], variants)?.map((v) => v.subpath)).toEqual(['.']);
    expect(whyVariants(['--why', 'standalone'], variants)?.map((v) => v.subpath)).toEqual(['./ui']);
    expect(whyVariants(['--why', 'sdk/'], variants)?.map((v) => v.subpath)).toEqual(['./ui', './react']);
  });

  it('refuses a missing or unknown entry, naming the labels', () => {
    expect(() => whyVariants(['--why'], variants)).toThrow(/takes part of an entry's label/);
    expect(() => whyVariants(['--why', 'vue'], variants)).toThrow(/no entry's label contains "vue".*sdk\/react/);
  });
});
