import { defineConfig } from 'vitest/config';

/**
 * The WebKit flow set (`npm run e2e:webkit`, part of `npm run test:more`): each product's sign-in driven in WebKitGTK
 * over classic WebDriver. A config of its own, not a project of `vitest run`: one worker, and a group of its own after
 * any other project (`groupOrder`) should it be listed with them, so the browser never competes with the unit suites
 * for a two-core machine.
 */
export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), as in the harness project.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'webkit',
    include: ['*.test.ts'],
    // A flow is a few seconds; the limit leaves room for a loaded machine and names the stuck step when hit.
    testTimeout: 120_000,
    // Starting Xvfb, the driver, the emulator and building the host bundle.
    hookTimeout: 180_000,
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
