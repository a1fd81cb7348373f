/**
 * Builds the published files of `@auth-widget/sdk` into `dist/`:
 * - `index.js` (headless), `react.js` (React bindings) and `protocol/index.js` (wire types and constants): ESM, every
 *   package external, so the host's bundler dedupes jotai, React and the lazily loaded libraries with the rest of the
 *   app;
 * - `ui.js`: the standalone mount entry, React and every other dependency bundled in so that a page without a
 *   bundler can load it; code splitting keeps the lazy chunks (wallet, passkey, phone code) in their own files;
 * - `.d.ts` files from `tsconfig.build.json`.
 * Run with `npm run build -w @auth-widget/sdk`.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { rewriteDeclarationImports } from '../../scripts/rewriteDeclarationImports.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');
const src = (name: string) => join(root, 'src', name);

const common: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  sourcemap: true,
  outdir: dist,
  // The workspace packages resolve to their sources; published dependencies to their own builds.
  conditions: ['source'],
  jsx: 'automatic',
  logLevel: 'warning',
  legalComments: 'linked',
};

async function main(): Promise<void> {
  await rm(dist, { recursive: true, force: true });

  const external = ['index.ts', 'react.ts', 'protocol/index.ts'].filter((name) => existsSync(src(name)));
  await build({
    ...common,
    entryPoints: external.map(src),
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
  });

  await build({
    ...common,
    entryPoints: [src('ui.ts')],
    // Standalone: React and every dependency are bundled, in their production builds.
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    chunkNames: 'chunks/ui-[name]-[hash]',
  });

  const tsc = spawnSync(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  await rewriteDeclarationImports(dist);
  if (tsc.status !== 0) {
    console.error('sdk build: declaration files have type errors (see above)');
    process.exitCode = 1;
    return;
  }
  console.log(`sdk build: ${['ui.js', ...external.map((n) => n.replace(/\.ts$/, '.js'))].join(', ')} and declarations in dist/`);
}

try {
  await main();
} catch (error) {
  // esbuild has already printed its errors; the stack adds nothing.
  if (!(error instanceof Error && 'errors' in error)) console.error(error);
  console.error('sdk build failed');
  process.exitCode = 1;
}
