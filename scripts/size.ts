/**
 * `npm run size`: what each public entry of `@auth-widget/sdk` costs a browser. Every entry is bundled with all its
 * dependencies (esbuild, minified, ESM, browser, production React) into a temp dir, and one line is printed per
 * entry: `<entry> <minified bytes> <gzip bytes>`. "First load" counts the entry file and the chunks it imports
 * statically; the files behind dynamic imports are the lazy chunks, each on its own line (`entrySizes.ts`).
 *
 * The budgets are checked: the run exits with 1 when any budgeted entry's first load is over its budget, or cannot be
 * bundled to be measured (`entrySizes.test.ts` checks the same in the test run). Modules that do not exist yet (screens
 * still being written) are replaced by empty stubs and the entry says so, so the figures can be read at any stage.
 *
 * `npm run size -- --write` also rewrites the sizes' section of `docs/figures.md` (`figures.ts`).
 * `npm run size -- --why <entry>` prints instead where the first load of each entry whose label contains `<entry>`
 * (`standalone`, `sdk/react`) goes, module by module (`firstLoadBreakdown.ts`), and checks no budget.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { explainVariant, formatLine, measureLocales, measureVariant, overBudget, VARIANTS, whyVariants, type Variant } from './entrySizes.ts';
import { formatBreakdown } from './firstLoadBreakdown.ts';
import { npmCommand, wantsWrite, writeFiguresSection } from './figures.ts';

async function explain(variants: Variant[]): Promise<void> {
  const tmp = await mkdtemp(join(tmpdir(), 'auth-widget-size-'));
  try {
    for (const [index, variant] of variants.entries()) {
      const shares = await explainVariant(variant, join(tmp, String(index)));
      const total = shares.reduce((sum, share) => sum + share.gzip, 0);
      console.log(`${variant.label} first load, about ${total} B gzip:`);
      for (const line of formatBreakdown(shares, 200)) console.log(line);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const why = whyVariants(process.argv.slice(2));
  if (why) return explain(why);
  const tmp = await mkdtemp(join(tmpdir(), 'auth-widget-size-'));
  const failures: string[] = [];
  const printed: string[] = [];
  const print = (line: string) => {
    console.log(line);
    printed.push(line);
  };
  try {
    print('entry minified-bytes gzip-bytes');
    for (const [index, variant] of VARIANTS.entries()) {
      try {
        const lines = await measureVariant(variant, join(tmp, String(index)));
        for (const line of lines) print(formatLine(line));
        failures.push(...overBudget(lines).map((line) => `${line.entry} is over its budget`));
      } catch (error) {
        const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
        print(`${variant.label} first load - -  (cannot bundle: ${first})`);
        if (variant.budget !== undefined) failures.push(`${variant.label} cannot be measured against its budget`);
      }
    }
    for (const line of await measureLocales(join(tmp, 'locales'))) print(formatLine(line));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  for (const failure of failures) console.error(`size: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
  if (wantsWrite()) {
    const output = [...printed, ...failures.map((failure) => `size: ${failure}`)].join('\n');
    const file = await writeFiguresSection({ name: 'size', title: 'Bundle sizes', stamp: { command: npmCommand('size') }, output });
    console.log(`size: figures written to ${file}`);
  }
}

await main();
