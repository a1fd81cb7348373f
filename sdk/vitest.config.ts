import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Test files whose modules must be their own: those that replace a module or a global (`vi.mock`, `vi.stubGlobal`:
 * a module another file imported first would keep the real one), and those whose modules keep state between tests
 * that a file must not inherit (a capability the browser reported once, a takeover that ran once). They run in the
 * `sdk-isolated` project (vitest.isolated.config.ts), each file with fresh modules.
 */
const STATEFUL_FILES = [
  'src/react/hydration.test.tsx',
  'src/ui/mount/mount.hydrate.test.tsx',
  'src/ui/screens/main/passkeyLogin.test.tsx',
  'src/ui/screens/passkeys/PasskeyScreens.test.tsx',
  // Asserts the first render before any catalogue has loaded: another file's German would already be there.
  'src/ui/strings/useLocale.test.tsx',
];
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules|stubGlobal)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(join(here, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const here = dirname(fileURLToPath(import.meta.url));
export const ISOLATED_FILES = testFiles('src').filter(
  (file) => STATEFUL_FILES.includes(file) || REPLACES_MODULES.test(readFileSync(join(here, file), 'utf8')),
);

/** The framework type checkers' run over the elements' typings (vitest.typings.config.ts, in `npm run test:release`). */
export const TYPINGS_FILES = ['src/elements/frameworkTypes.test.ts'];

/**
 * Node 25 and later define `localStorage` and `sessionStorage` globals of their own (undefined without
 * `--localstorage-file`), which hide the test DOM's: the workers run without them. The flag exists from Node 22.4.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
const execArgv = nodeMajor >= 25 ? ['--no-experimental-webstorage'] : [];

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), not to dist/.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: [...ISOLATED_FILES, ...TYPINGS_FILES],
    // Cookies, localStorage and storage events need a DOM; the page is on localhost so cookies are not Secure.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    setupFiles: ['./vitest.setup.ts'],
    // Above `findBy…`'s 5 s (vitest.setup.ts) and the 10 s some tests give one: a slow step on a loaded machine then
    // passes, and a screen that never comes fails in `findBy…`, which prints the DOM, not in a bare timeout.
    testTimeout: 20_000,
    execArgv,
    // A worker keeps its modules and DOM from file to file: loading React, the widget and a DOM anew for each of
    // ninety files cost more than the tests themselves (about 120 s against 55 s on two cores). vitest.setup.ts
    // resets what a file leaves behind (DOM, storage, cookies, timers, stubs and mocks) after each file.
    isolate: false,
  },
});
