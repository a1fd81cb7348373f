import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildLibrariesOnce } from '../create/vendorPackages.ts';

/**
 * The CLI tests run the built binaries, so build them once before the test files start; and the sdk and harness
 * that a scaffold from this checkout packs, when a fresh clone has no build of them, since the test files that
 * scaffold run side by side.
 */
export default function setup(): void {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url))], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'inherit',
  });
  buildLibrariesOnce(root);
}
