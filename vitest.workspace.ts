/** The test projects of the repository; the root vitest.config.ts reads this list as `test.projects`. */
export default ['sdk/vitest.config.ts', 'sdk/vitest.isolated.config.ts', 'harness/vitest.config.ts', 'cli/vitest.config.ts', 'scripts/vitest.config.ts', 'harness/playground/webkit/vitest.config.ts'];
