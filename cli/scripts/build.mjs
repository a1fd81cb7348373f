// Builds the two binaries into dist/bin. The kit's own packages are bundled from their sources, so the CLI works
// from a checkout without building them first; third-party packages stay external and come from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const external = [
  ...Object.keys(manifest('../package.json').dependencies ?? {}),
  ...Object.keys(manifest('../../harness/package.json').dependencies ?? {}),
  ...Object.keys(manifest('../../sdk/package.json').dependencies ?? {}),
].filter((name) => !name.startsWith('@auth-widget/'));

await build({
  entryPoints: { 'bin/create-auth-widget': 'src/bin/create-auth-widget.ts', 'bin/auth-widget': 'src/bin/auth-widget.ts' },
  outdir: 'dist',
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
});
