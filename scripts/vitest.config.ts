import { defineConfig } from 'vitest/config';

/** Tests of the repository's own scripts (test tooling, size and bench helpers). */
export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition): a fresh clone has no dist/.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    // Builds, packs and installs the sdk: it runs with the release test (vitest.packed.config.ts).
    exclude: ['packedSdk.test.ts'],
    testTimeout: 60_000,
  },
});
