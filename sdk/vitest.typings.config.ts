import { defineConfig } from 'vitest/config';
import sdk, { TYPINGS_FILES } from './vitest.config.ts';

/**
 * The elements' typings checked by each framework's own checker (tsc for React 19 JSX, vue-tsc, svelte-check):
 * part of `npm run test:release`, beside the packed package's checks, rather than of `npm test`, since the three
 * checkers load the sdk's sources three times over (about 45 s of a core).
 */
export default defineConfig({
  ...sdk,
  test: { ...sdk.test, name: 'sdk-typings', include: TYPINGS_FILES, exclude: [] },
});
