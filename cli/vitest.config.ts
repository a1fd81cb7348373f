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
  },
});
