import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { run } from './run.ts';

/** The kit's library packages a site installs: the sdk, and the harness (the emulator and the test fixtures). */
export const LIBRARY_WORKSPACES = ['@auth-widget/sdk', '@auth-widget/harness'];

/** What a build of the two reads: their sources and build settings, the shared scripts, the root config and lock. */
const INPUTS = [
  'sdk/src',
  'sdk/scripts',
  'sdk/package.json',
  'sdk/tsconfig.build.json',
  'harness/src',
  'harness/scripts',
  'harness/package.json',
  'harness/tsconfig.build.json',
  'scripts',
  'tsconfig.json',
  'package-lock.json',
];
/** Files whose presence says there is a build at all. */
const OUTPUTS = ['sdk/dist/index.js', 'sdk/dist/ui.js', 'harness/dist/index.js'];
/** The hash of the inputs of the last build made here: outside dist/, which the packages ship. */
const STAMP = 'node_modules/.cache/create-auth-widget/libraries.sha256';

/** The input files under a path (itself, when it is a file), relative to the repository; `skip` leaves out a folder by name. */
function inputFiles(repo: string, path: string, skip: ReadonlySet<string>): string[] {
  const full = join(repo, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name)) return [];
    const inner = join(path, entry.name);
    return entry.isDirectory() ? inputFiles(repo, inner, skip) : entry.isFile() ? [inner] : [];
  });
}

/** A hash of every file under `inputs` (paths in the repository), by path and content; folders named in `skip` left out. */
export function inputsHash(repo: string, inputs: readonly string[], skip: ReadonlySet<string> = new Set()): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => inputFiles(repo, input, skip)).sort()) {
    hash.update(`${file.split(sep).join('/')}\0`).update(readFileSync(join(repo, file))).update('\0');
  }
  return hash.digest('hex');
}

/** A hash of every input file of the libraries' build, by path and content. */
export function libraryInputsHash(repo: string): string {
  return inputsHash(repo, INPUTS);
}

/**
 * Builds the sdk and the harness unless the checkout has a build of their current sources: none yet (a fresh
 * clone), or one from sources that changed since. A scaffold packs what this leaves in dist/, so a site never gets a
 * stale kit, and a second scaffold does not build again. Callers that scaffold side by side call this first: two
 * builds at once would write the same dist/.
 */
export async function buildLibraries(repo: string): Promise<'built' | 'current'> {
  const inputs = libraryInputsHash(repo);
  const stamp = join(repo, STAMP);
  const built = OUTPUTS.every((file) => existsSync(join(repo, file)));
  if (built && existsSync(stamp) && (await readFile(stamp, 'utf8')).trim() === inputs) return 'current';
  const build = run('npm', ['run', 'build', ...LIBRARY_WORKSPACES.flatMap((w) => ['-w', w])], repo);
  if (build.code !== 0) throw new Error(`building the kit's packages failed: ${build.output.trim().split('\n').slice(-5).join('\n')}`);
  await mkdir(dirname(stamp), { recursive: true });
  await writeFile(stamp, `${inputs}\n`);
  return 'built';
}
