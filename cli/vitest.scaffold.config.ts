import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import cli from './vitest.config.ts';

/**
 * The CLI writing sites from this checkout (the `.scaffold.test.ts` files): each site gets the kit packed from the
 * current sources (the release test's tarballs, else packed from the sdk's and the harness's dist/, which
 * `librariesSetup` builds first, type declarations included). Part of `npm run test:release`, after the release
 * test's own build and packing, rather than of `npm test`.
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
