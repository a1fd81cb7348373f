import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'harness',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
