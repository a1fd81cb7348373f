import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import scripts from './vitest.config.ts';

/**
 * The sdk built, packed and installed as a site installs it (packedSdk.test.ts): part of `npm run test:release`,
 * beside the Playwright project `packed` that runs the widget from such a build, rather than of `npm test`.
 */
export default defineConfig({
  ...scripts,
  root: dirname(fileURLToPath(import.meta.url)),
  test: { ...scripts.test, name: 'scripts-packed', include: ['packedSdk.test.ts'], exclude: [] },
});
