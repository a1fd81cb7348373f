import { defineConfig } from 'vitest/config';
import shared, { ISOLATED_FILES } from './vitest.config.ts';

/**
 * The sdk's test files that need modules of their own (see ISOLATED_FILES): isolated, as Vitest runs by default.
 * Built from the shared project's settings by hand: mergeConfig would join the two include lists.
 */
export default defineConfig({
  ...shared,
  test: { ...shared.test, name: 'sdk-isolated', include: ISOLATED_FILES, exclude: [], isolate: true },
});
