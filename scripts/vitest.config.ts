import { defineConfig } from 'vitest/config';

/** Tests of the repository's own scripts (test tooling, size and bench helpers). */
export default defineConfig({
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    testTimeout: 60_000,
  },
});
