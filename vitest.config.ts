import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // One worker per core: Vitest's default leaves one core idle, which on a two-core machine halves the suite's pace.
    maxWorkers: availableParallelism(),
    experimental: {
      // Transformed modules are kept on disk between runs (node_modules/.experimental-vitest-cache, emptied when the
      // lockfile changes), keyed by each file's content and its project's config: the runs after the first, such as
      // the Node 22 and 24 lanes of `npm run test:all` after the Node 20 one, skip most of the transform. The output
      // is the same on every Node (oxc and Vite's own code), so one cache serves all the lanes.
      fsModuleCache: true,
    },
  },
});
