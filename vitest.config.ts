import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // One worker per core: Vitest's default leaves one core idle, which on a two-core machine halves the suite's pace.
    maxWorkers: availableParallelism(),
  },
});
