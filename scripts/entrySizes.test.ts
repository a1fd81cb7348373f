import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLine, KB, measureVariant, overBudget, VARIANTS, type SizeLine } from './entrySizes.ts';

describe('the budget check', () => {
  const lines: SizeLine[] = [
    { entry: 'over by a byte', minified: 70_000, gzip: 22 * KB + 1, budget: 22 * KB },
    { entry: 'at its budget', minified: 70_000, gzip: 22 * KB, budget: 22 * KB },
    { entry: 'under', minified: 2_000, gzip: 1_000, budget: 1.25 * KB },
    { entry: 'without a budget', minified: 300_000, gzip: 100_000 },
  ];

  it('fails an entry whose first load is over its budget, by a byte too, and no other', () => {
    expect(overBudget(lines).map((line) => line.entry)).toEqual(['over by a byte']);
  });

  it('says so on the printed line', () => {
    expect(lines.map(formatLine)).toEqual([
      'over by a byte 70000 22529  (OVER BUDGET: 22.0 KB gzip > 22.0 KB)',
      'at its budget 70000 22528  (budget 22.0 KB gzip: ok)',
      'under 2000 1000  (budget 1.3 KB gzip: ok)',
      'without a budget 300000 100000',
    ]);
  });
});

describe('each budgeted entry, bundled as `npm run size` bundles it', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'auth-widget-size-test-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  for (const [index, variant] of VARIANTS.entries()) {
    if (variant.budget === undefined) continue;
    it(`${variant.label}: the first load is within ${(variant.budget / KB).toFixed(2)} KB gzip`, async () => {
      // The first load only: the lazy chunks have no budget.
      const lines = await measureVariant({ ...variant, lazy: false }, join(tmp, String(index)));
      expect(lines[0]?.note, 'every module the entry imports exists').toBeUndefined();
      expect(overBudget(lines).map((line) => `${line.entry}: ${line.gzip} B gzip > ${line.budget} B`)).toEqual([]);
    });
  }
});
