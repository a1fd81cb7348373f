// Builds the two binaries into dist/bin. The kit's own packages are bundled from their sources, so the CLI works
// from a checkout without building them first; third-party packages stay external and come from node_modules.
// `node scripts/build.mjs <outdir>` (from cli/) builds into another folder: the scaffolder stages the package it
// packs so, without rewriting the dist/ that a running CLI reads.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const outdir = resolve(process.argv[2] ?? 'dist');

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const external = [
  ...Object.keys(manifest('../package.json').dependencies ?? {}),
  ...Object.keys(manifest('../../harness/package.json').dependencies ?? {}),
  ...Object.keys(manifest('../../sdk/package.json').dependencies ?? {}),
].filter((name) => !name.startsWith('@auth-widget/'));

const result = await build({
  entryPoints: { 'bin/create-auth-widget': 'src/bin/create-auth-widget.ts', 'bin/auth-widget': 'src/bin/auth-widget.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  conditions: ['source'],
  external,
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // The sdk declares itself free of side effects; bundled whole from sources, that would let esbuild skip the
  // lazy initialisers of its modules, so the annotation is ignored here.
  ignoreAnnotations: true,
  logLevel: 'warning',
  metafile: true,
});

// Chunks of earlier builds go after the new ones are written (not before, so a CLI running from dist/ meanwhile
// never finds it empty): the package would ship them otherwise.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => resolve(file)));
for (const entry of readdirSync(outdir, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name);
  if (entry.isFile() && !written.has(path)) rmSync(path);
}
