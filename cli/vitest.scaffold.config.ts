import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import cli from './vitest.config.ts';

/**
 * The CLI writing sites from this checkout (the `.scaffold.test.ts` files): each site packs the sdk and the harness
 * from their dist/, which `librariesSetup` builds first, type declarations included. Part of `npm run test:release`,
 * beside the release test's own build and packing, rather than of `npm test`.
 */
export default defineConfig({
  ...cli,
  root: dirname(fileURLToPath(import.meta.url)),
  test: {
    ...cli.test,
    name: 'cli-scaffold',
    include: ['src/**/*.scaffold.test.ts'],
    exclude: [],
    globalSetup: ['src/testing/globalSetup.ts', 'src/testing/librariesSetup.ts'],
  },
});
