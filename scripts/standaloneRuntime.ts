/**
 * The runtime the standalone builds of the widget render with (`@auth-widget/sdk/ui` as published, the prebuilt
 * script-tag build, and the pages the browser suites and the demo serve): Preact, with the part of React's API the
 * widget calls written over it in `sdk/src/ui/runtime/` (hooks, `lazy` and `Suspense`, `useSyncExternalStore`, the
 * roots, JSX with React's event and attribute names). It runs the widget's React components unchanged at about a
 * seventh of React's size on the wire, and without preact/compat's emulation of the React APIs the widget never calls.
 * A page without React downloads, parses and runs that much less before the first screen. React hosts render the
 * same components with their own React through `@auth-widget/sdk/react`.
 *
 * For esbuild's `alias` (absolute paths, so that every build's working directory finds them). The modules of React
 * the widget imports, each mapped; `scripts/standaloneRuntime.test.ts` fails when the widget imports one that is not,
 * or a name the runtime lacks.
 */
import { fileURLToPath } from 'node:url';

/** The folder of the runtime's modules. */
export const STANDALONE_RUNTIME_DIR = fileURLToPath(new URL('../sdk/src/ui/runtime/', import.meta.url));

const runtime = (file: string) => `${STANDALONE_RUNTIME_DIR}${file}`;

export const STANDALONE_ALIAS: Record<string, string> = {
  react: runtime('react.ts'),
  'react/jsx-runtime': runtime('jsxRuntime.ts'),
  'react-dom/client': runtime('reactDomClient.ts'),
};
