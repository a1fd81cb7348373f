import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildLibraries } from '../create/buildLibraries.ts';

/**
 * The CLI tests run the built binaries, so build them once before the test files start; and the sdk and harness
 * that a scaffold from this checkout packs, unless their build is current, since the test files that scaffold run
 * side by side.
 */
export default async function setup(): Promise<void> {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url))], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'inherit',
  });
  await buildLibraries(fileURLToPath(new URL('../../..', import.meta.url)));
}
