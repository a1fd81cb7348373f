import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), not to dist/.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  // The repository's compiler options for every file, templates' too: the SvelteKit template's tsconfig extends one
  // that exists only in an installed site ($app/tsconfig), and a file under it would not transform.
  oxc: { tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) },
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
