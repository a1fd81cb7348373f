import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The module cache's folder, named by the TypeScript configs the transforms read (the repository's, the packages'
 * and the templates'): Vitest's own key covers each file and the Vitest config, not them, so an edited tsconfig
 * starts a fresh cache instead of serving modules transformed under the old options.
 */
function moduleCachePath(): string {
  const folders = ['.', 'sdk', 'harness', 'cli', ...readdirSync(join(root, 'templates')).map((name) => join('templates', name))];
  const hash = createHash('sha256');
  for (const folder of folders) {
    if (!existsSync(join(root, folder))) continue;
    for (const file of readdirSync(join(root, folder)).filter((name) => /^tsconfig.*\.json$/.test(name)).sort()) {
      hash.update(`${folder}/${file}\0`).update(readFileSync(join(root, folder, file))).update('\0');
    }
  }
  return join(root, 'node_modules', '.experimental-vitest-cache', hash.digest('hex').slice(0, 16));
}

export default defineConfig({
  test: {
    projects,
    // One worker per core: Vitest's default leaves one core idle, which on a two-core machine halves the suite's pace.
    maxWorkers: availableParallelism(),
    experimental: {
      // Transformed modules are kept on disk between runs (under node_modules/.experimental-vitest-cache, emptied when
      // the lockfile changes), keyed by each file's content and its project's config: the runs after the first, such as
      // the Node 22 and 24 lanes of `npm run test:all` after the Node 20 one, skip most of the transform. The output
      // is the same on every Node (oxc and Vite's own code), so one cache serves all the lanes.
      fsModuleCache: true,
      fsModuleCachePath: moduleCachePath(),
    },
  },
});
