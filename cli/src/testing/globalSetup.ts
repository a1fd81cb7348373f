import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The CLI tests run the built binaries, so build them once before the test files start. */
export default function setup(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url))], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'inherit',
  });
}
