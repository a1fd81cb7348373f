import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
