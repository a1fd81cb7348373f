/** Stylesheets imported by the page entries; esbuild bundles them into `<entry>.css`. */
declare module '*.css';
