// Lint rules of the repository (`npm run lint`, part of `npm test`). Besides the usual TypeScript and React hooks
// checks, the boundary rules keep imports running one way: the client layer knows no React and no widget code, and
// no package reaches into another by a relative path.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Bans on React and React DOM for a part of the sdk that never renders with them (`who`: what the message names). */
const noReact = (who) => [
  { name: 'react', message: `${who} never imports React.` },
  { name: 'react-dom', message: `${who} never imports React.` },
];

/** A relative path that climbs out of its package into another top-level folder. */
const crossPackage = {
  regex: '^(\\.\\./)+(sdk|harness|cli|templates)/',
  message: 'Import another package through its package name and public entry, never by a relative path.',
};

/**
 * The widget's layers, bottom to top (sdk/src/ui/LAYERS.md says why each sits where it does): each names its files
 * and, as patterns of an import's path, its modules. A file may import its own layer and the ones under it only.
 */
const UI = 'sdk/src/ui';
const uiLayers = [
  { name: 'base', files: [`${UI}/config.ts`, `${UI}/afterPaint.ts`, `${UI}/optionalPart.ts`, `${UI}/strings/**`, `${UI}/theme/**`], modules: [] },
  { name: 'state', files: [`${UI}/state/**`], modules: ['^(\\.\\.?/)+state/'] },
  { name: 'components', files: [`${UI}/components/**`], modules: ['^(\\.\\.?/)+components/'] },
  { name: 'flows', files: [`${UI}/flows/**`, `${UI}/wallets/**`], modules: ['^(\\.\\.?/)+(flows|wallets)/'] },
  { name: 'kernel', files: [`${UI}/kernel.ts`], modules: ['^(\\.\\.?/)+kernel\\.ts$'] },
  { name: 'screens', files: [`${UI}/screens/**`], modules: ['^(\\.\\.?/)+screens/'] },
  {
    name: 'root',
    // The locale hook and its lazy chunk live beside the catalogues, but only the root uses them, and the chunk takes
    // what it shares with the first load from the kernel like every lazy chunk.
    files: [`${UI}/*.ts`, `${UI}/*.tsx`, `${UI}/root/**`, `${UI}/mount/**`, `${UI}/server/**`, `${UI}/strings/useLocale.ts`, `${UI}/strings/locales/loadLocale.ts`],
    modules: [
      '^(\\.\\.?/)+(root|mount|server)/',
      '^(\\.\\.?/)+(Widget|ScreenSwitch|firstScreen|firstScreenStylesheet|prepareFirstScreen)\\.tsx?$',
      '(^|/)(useLocale|loadLocale)\\.ts$',
    ],
  },
];

/** One config block per layer: its files may not import a module of a layer above it (tests may, to render the whole widget). */
const uiLayerRules = uiLayers.map((layer, index) => {
  const named = (l) => l.files.filter((f) => !f.includes('*'));
  return {
    files: layer.files,
    // A file that a layer names belongs to that layer, not to the one whose folder or glob also holds it.
    ignores: [...uiLayers.filter((l) => l !== layer).flatMap(named), '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossPackage,
            ...uiLayers.slice(index + 1).flatMap((upper) =>
              upper.modules.map((regex) => ({
                regex,
                message: `The widget's layers import downward only: ${layer.name} may not import ${upper.name} (sdk/src/ui/LAYERS.md).`,
              })),
            ),
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.next/**', 'cli/templates/**', 'test-results/**', 'playwright-report/**', '**/next-env.d.ts'],
  },
  // A disable comment that no longer silences anything is an error, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `any` is refused only where it is written by hand; tests may still cast through `unknown`.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [crossPackage] }],
    },
  },
  {
    files: ['**/*.tsx', 'sdk/src/ui/**/*.ts', 'sdk/src/react/**/*.ts', 'templates/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The client layer is framework-free (jotai's vanilla/react split) and never depends on the widget.
    files: ['sdk/src/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...noReact('The client layer'),
            { name: 'jotai/react', message: 'The client layer uses the vanilla jotai store only.' },
          ],
          patterns: [
            crossPackage,
            { group: ['**/ui/**', '**/react/**', '../ui', '../react'], message: 'The client layer never imports the widget or the React bindings.' },
            { group: ['**/site/**', '**/site.ts'], message: "The client layer never imports the site entry: a page's bundle would carry its policy builder." },
          ],
        },
      ],
    },
  },
  {
    // The site core runs on servers, in build configs and under React pages and plain pages alike: no Node built-ins,
    // no React, and of the widget its types only.
    files: ['sdk/src/site/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...noReact('The site core'),
          ],
          patterns: [
            crossPackage,
            { regex: '^node:', message: 'The site core runs in browsers too: no Node built-ins.' },
            { group: ['**/react/**', '../react'], message: 'The site core never imports the React bindings.' },
            { group: ['**/ui/**', '../ui'], allowTypeImports: true, message: 'The site core imports the widget\'s types only.' },
          ],
        },
      ],
    },
  },
  {
    // The Vite entry runs in a site's build tool, on Node: built-ins allowed, the widget and React never loaded there.
    files: ['sdk/src/vite/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...noReact('The Vite entry')],
          patterns: [crossPackage, { group: ['**/react/**', '../react', '**/ui/**', '../ui'], message: 'The Vite entry builds on the site core only.' }],
        },
      ],
    },
  },
  {
    // The published harness never reaches into its private playground (demo, e2e, conformance, host page)...
    files: ['harness/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [crossPackage, { regex: '^(\\.\\./)+playground/', message: 'Published code imports nothing from the private playground.' }] },
      ],
    },
  },
  {
    // ...and the playground uses the harness as integrators do: through its package name and entries.
    files: ['harness/playground/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossPackage,
            { regex: '^(\\.\\./)+src/', message: 'Import the harness through @auth-widget/harness and its subpath entries, never its src/.' },
          ],
        },
      ],
    },
  },
  ...uiLayerRules,
  {
    // Test files may use `any` for wire payloads they inspect loosely.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/testing/**/*.ts', 'sdk/test/**', '**/testing.ts', '**/e2e/**/*.ts', 'harness/playground/conformance/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
