import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), not to dist/.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts'],
    // They run with the release test: the fresh-checkout test installs the whole repository anew
    // (vitest.checkout.config.ts), and the files that write sites pack a build of the sdk and the harness
    // (vitest.scaffold.config.ts), whose type declarations alone kept every other test file waiting.
    exclude: ['src/checkout.test.ts', 'src/**/*.scaffold.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    testTimeout: 60_000,
  },
});
