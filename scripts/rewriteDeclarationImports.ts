import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Rewrites `./x.ts` and `./x.tsx` specifiers in the declaration files under `dir` to `./x.js`: the sources import
 * with `.ts` extensions, consumers of the built packages resolve `.js`.
 */
export async function rewriteDeclarationImports(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await rewriteDeclarationImports(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = await readFile(path, 'utf8');
      const next = text.replace(/((?:from|import)\s*\(?\s*['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g, '$1.js$2');
      if (next !== text) await writeFile(path, next);
    }
  }
}
