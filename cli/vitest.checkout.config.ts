import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import cli from './vitest.config.ts';

/**
 * The CLI in a fresh checkout of the repository, right after `npm install` (src/checkout.test.ts): part of `npm run
 * test:release`, beside the other checks of what a new user runs first, rather than of `npm test`, since it installs
 * every workspace anew (about 40 s).
 */
export default defineConfig({
  ...cli,
  root: dirname(fileURLToPath(import.meta.url)),
  test: { ...cli.test, name: 'cli-checkout', include: ['src/checkout.test.ts'], exclude: [] },
});
