import { describe, expect, it } from 'vitest';
import { scriptImports } from './scriptImports.ts';

describe('scriptImports', () => {
  it('reads static imports, re-exports and dynamic imports, minified or not, each once', () => {
    const vite = [
      'import { createRoot } from "/node_modules/.vite/deps/react-dom_client.js?v=1a2b";',
      "import App from '/src/App.tsx';",
      'import "/src/style.css";',
      'export * from "./shared.js";',
      'const page = () => import("./LoginPage-Cx1.js");',
      'import{a as b}from"./chunk-Q2.js";import("./chunk-Q2.js");',
      'const later = await import ( "../lazy.js" );',
      'const route = () => r(() => import(`./LoginPage-HMte1O3Y.js`), __vite__mapDeps([0, 1]));',
      'const dynamic = (name) => import(`./locales/${name}.js`);',
    ].join('\n');
    expect(scriptImports(vite)).toEqual([
      '/node_modules/.vite/deps/react-dom_client.js?v=1a2b',
      '/src/App.tsx',
      '/src/style.css',
      './shared.js',
      './LoginPage-Cx1.js',
      './chunk-Q2.js',
      '../lazy.js',
      './LoginPage-HMte1O3Y.js',
    ]);
  });

  it('keeps paths and URLs only: bare names need an import map, and other strings are no modules', () => {
    const code = 'import React from "react";import x from "https://cdn.example/x.js";Array.from("abc");const s="import \\"y\\"";';
    expect(scriptImports(code)).toEqual(['https://cdn.example/x.js']);
  });

  it('takes no specifier with spaces or one without its closing quote', () => {
    expect(scriptImports('import "./a b.js"; import "./ok.js"; import "./open')).toEqual(['./ok.js']);
  });

  it('reads hostile code in linear time', () => {
    const hostile = [`import${' '.repeat(200_000)}x`, `from${'\t'.repeat(200_000)}(`, `import "${'a'.repeat(200_000)}`, 'import('.repeat(50_000), `import "./${'x'.repeat(200_000)}"`];
    // Best of three: load on a shared machine only adds time, while a scan that splits a run of spaces is slow every
    // time (minutes on these shapes). Warm, each takes about a millisecond.
    const timeOf = (code: string) => {
      const started = performance.now();
      expect(scriptImports(code)).toEqual([]);
      return performance.now() - started;
    };
    for (const code of hostile) expect(Math.min(timeOf(code), timeOf(code), timeOf(code)), code.slice(0, 12)).toBeLessThan(100);
  });
});
