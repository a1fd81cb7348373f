import type { Metafile } from 'esbuild';

/**
 * The output files an entry imports statically, transitively, the entry itself left out: what the browser fetches
 * before the entry can run, so what a page preloads beside it (`embed.html`) and what the size budgets count. Dynamic
 * imports (the lazy chunks) and external modules are not followed. Paths as the metafile names its outputs.
 */
export function firstLoadChunks(metafile: Metafile, entryOutput: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path) || imported.path === entryOutput) continue;
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(entryOutput);
  return [...seen];
}
