import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), not to dist/.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts'],
    // The fresh-checkout test installs the whole repository anew: it runs with the release test (vitest.checkout.config.ts).
    exclude: ['src/checkout.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    testTimeout: 60_000,
    // One file at a time (the other projects keep the second core): the tests run the built binaries, and a scaffold
    // from the checkout packs the CLI, whose prepack rebuilds cli/dist and its templates under a binary another file
    // is running (a fresh clone, where the first scaffold also builds the kit, made two files fail).
    fileParallelism: false,
    maxWorkers: 1,
  },
});
