import { defineConfig } from 'vitest/config';
import suite from './vitest.config.ts';

/**
 * The Vitest files of `npm run test:release`: what builds, packs or installs the kit as users get it, kept out of
 * `npm test` (vitest.workspace.ts) so that it stays within ten minutes on two cores. Same settings as the root config.
 */
export default defineConfig({
  ...suite,
  test: { ...suite.test, projects: ['cli/vitest.checkout.config.ts', 'cli/vitest.scaffold.config.ts', 'scripts/vitest.packed.config.ts', 'sdk/vitest.typings.config.ts'] },
});
