import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), not to dist/.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Cookies, localStorage and storage events need a DOM; the page is on localhost so cookies are not Secure.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    setupFiles: ['./vitest.setup.ts'],
  },
});
