/**
 * `npm run screenshots`: regenerates the screen gallery in docs/screens/ (default theme) and docs/screens/custom/
 * (custom theme) by running harness/playground/screenshots/gallery.spec.ts with its own Playwright config.
 *
 * A full run first deletes the old images, so a screen that no longer exists leaves no stale file. Extra arguments
 * go to Playwright (`npm run screenshots -- --grep passkey`); such a partial run keeps the other images.
 */
import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outDir = join(root, 'docs', 'screens');
const args = process.argv.slice(2);

/** Every PNG under a folder, recursively (none when the folder does not exist yet). */
async function pngs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && e.name.endsWith('.png')).map((e) => join(e.parentPath, e.name));
}

if (args.length === 0) {
  await Promise.all((await pngs(outDir)).map((file) => rm(file)));
}

const started = performance.now();
const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const child = spawn(process.execPath, [cli, 'test', '--config', 'harness/playground/screenshots/playwright.config.ts', ...args], {
  cwd: root,
  stdio: 'inherit',
});
const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`screenshots: ${(await pngs(outDir)).length} images in ${relative(root, outDir)}/ (${seconds} s)`);
process.exit(code);
