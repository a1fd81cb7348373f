/**
 * The test projects of `vitest run` (`npm test`); the root vitest.config.ts reads this list as `test.projects`. The
 * WebKit flow set is a project of its own config, run by `npm run e2e:webkit` (part of `npm run test:more`).
 */
export default ['sdk/vitest.config.ts', 'sdk/vitest.isolated.config.ts', 'harness/vitest.config.ts', 'cli/vitest.config.ts', 'scripts/vitest.config.ts'];
