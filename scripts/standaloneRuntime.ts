/**
 * The runtime the standalone builds of the widget render with (`@auth-widget/sdk/ui` as published, the prebuilt
 * script-tag build, and the pages the browser suites and the demo serve): Preact through `preact/compat`, which runs
 * the widget's React components unchanged at about a seventh of React's size on the wire (the standalone first load
 * is 29 KB gzip with it, 90 KB with React). A page without React downloads, parses and runs that much less before
 * the first screen. React hosts render the same components with their own React through `@auth-widget/sdk/react`.
 *
 * For esbuild's `alias`: `react` covers its subpaths (`react/jsx-runtime` → `preact/compat/jsx-runtime`).
 */
export const STANDALONE_ALIAS: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};
