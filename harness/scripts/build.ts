/**
 * Builds `@auth-widget/harness` for Node without tsx: `dist/index.js` (the emulator), `dist/fixtures.js` (the
 * Playwright fixtures), `dist/testing.js` and `dist/testing-wallet.js` (the test helpers) and `dist/cli.js` (the
 * emulator as a process), ESM with every package external, plus declaration files under `dist/types/`. The
 * playground (demo, specs, test host page) is private and never built. Run with `npm run build -w @auth-widget/harness`.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { rewriteDeclarationImports } from '../../scripts/rewriteDeclarationImports.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');

async function main(): Promise<void> {
  await rm(dist, { recursive: true, force: true });
  const entries: Record<string, string> = {
    index: 'src/index.ts',
    fixtures: 'src/fixtures/index.ts',
    testing: 'src/testing/index.ts',
    'testing-wallet': 'src/testing/wallet.ts',
    cli: 'src/emulator/cli.ts',
  };
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(join(root, file))).map(([name, file]) => [name, join(root, file)])),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    splitting: true,
    sourcemap: true,
    outdir: dist,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
  const tsc = spawnSync(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  await rewriteDeclarationImports(join(dist, 'types'));
  if (tsc.status !== 0) {
    console.error('harness build: declaration files have type errors (see above)');
    process.exitCode = 1;
    return;
  }
  console.log('harness build: index.js, fixtures.js, testing.js, testing-wallet.js, cli.js and declarations in dist/');
}

try {
  await main();
} catch (error) {
  if (!(error instanceof Error && 'errors' in error)) console.error(error);
  console.error('harness build failed');
  process.exitCode = 1;
}
