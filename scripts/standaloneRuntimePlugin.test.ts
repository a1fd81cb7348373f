import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulesReaching, REACT_MODULE, standaloneRuntimePlugin } from './standaloneRuntimePlugin.ts';

/**
 * A package of two entries built as `sdk/scripts/build.ts` builds the sdk: `host` renders with React, `plain` with
 * the standalone runtime; both use a client module, one view, and a dependency the package declares.
 */
const FILES: Record<string, string> = {
  'src/client.ts': 'import { atom } from "declared"; export const clients = new Set(); export const state = atom;',
  'src/view.tsx': 'import { clients } from "./client.ts"; export const View = () => <p>{clients.size}</p>;',
  'src/lazy.ts': 'export const later = () => import("./view.tsx");',
  'src/host.ts': 'export { clients, state } from "./client.ts"; export { View } from "./view.tsx"; export { later } from "./lazy.ts";',
  'src/plain.ts': 'export { clients, state } from "./client.ts"; export { View } from "./view.tsx"; export { later } from "./lazy.ts";',
  'node_modules/declared/package.json': '{ "name": "declared", "main": "index.js" }',
  'node_modules/declared/index.js': 'export const atom = "declared";',
  'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }',
  'node_modules/react/index.js': 'export const renderer = "react";',
  'node_modules/react/jsx-runtime.js': 'export const jsx = () => "react jsx";',
  'node_modules/preact/package.json': '{ "name": "preact", "main": "index.js" }',
  'node_modules/preact/index.js': 'export const h = (text) => `preact ${text}`;',
  // The runtime: files of the package that import a package it does not declare, which the standalone entry bundles.
  'src/runtime/jsxRuntime.js': 'import { h } from "preact"; import { tag } from "./tag.js"; export const jsx = () => h(tag);',
  'src/runtime/tag.js': 'export const tag = "jsx";',
};

/** React's JSX runtime replaced by the fixture's runtime, as `STANDALONE_ALIAS` replaces it in the sdk. */
const alias = (root: string) => ({ 'react/jsx-runtime': join(root, 'src/runtime/jsxRuntime.js') });

let root: string;
let outputs: Map<string, string>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'standalone-runtime-'));
  for (const [path, contents] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), contents);
  }
  const options: BuildOptions = {
    entryPoints: { host: join(root, 'src/host.ts'), plain: join(root, 'src/plain.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(root, 'dist'),
    absWorkingDir: root,
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
  };
  const graph = await build({ ...options, write: false });
  const reachReact = modulesReaching(graph.metafile!, root, REACT_MODULE);
  const result = await build({
    ...options,
    write: false,
    plugins: [standaloneRuntimePlugin({ root, entries: [join(root, 'src/plain.ts')], reachReact, dependencies: ['declared'], alias: alias(root) })],
  });
  outputs = new Map(result.outputFiles.map((file) => [file.path.slice(join(root, 'dist').length + 1), file.text]));
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** The output files an entry loads, statically or on demand, with their text. */
function graphOf(entry: string): Map<string, string> {
  const reached = new Map<string, string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    const text = outputs.get(file);
    if (text === undefined) throw new Error(`no output ${file}`);
    reached.set(file, text);
    for (const [, path] of text.matchAll(/(?:from|import)\s*\(?\s*"\.\/([^"]+)"/g)) visit(path!);
  };
  visit(entry);
  return reached;
}

describe('standaloneRuntimePlugin', () => {
  it('finds the modules that reach React, through a dynamic import too', async () => {
    const graph = await build({ entryPoints: [join(root, 'src/host.ts')], bundle: true, write: false, metafile: true, absWorkingDir: root, jsx: 'automatic', logLevel: 'silent', outdir: 'x', format: 'esm', splitting: true });
    const reached = [...modulesReaching(graph.metafile, root, REACT_MODULE)].map((path) => path.slice(root.length + 1)).sort();
    expect(reached).toEqual(['src/host.ts', 'src/lazy.ts', 'src/view.tsx']);
  });

  it('builds the client once, in a chunk both entries import', async () => {
    const withClient = [...outputs].filter(([, text]) => text.includes('clients = /* @__PURE__ */ new Set()'));
    expect(withClient).toHaveLength(1);
    const [chunk] = withClient[0]!;
    expect([...graphOf('host.js').keys()]).toContain(chunk);
    expect([...graphOf('plain.js').keys()]).toContain(chunk);
  });

  it('renders the standalone entry with the runtime, bundled, and the other with the host\'s React, imported', () => {
    const plain = [...graphOf('plain.js').values()].join('\n');
    expect(plain).toContain('preact ${text}');
    expect(plain).toContain('tag = "jsx"');
    expect(plain).not.toMatch(/from "(react|preact)/);
    const host = [...graphOf('host.js').values()].join('\n');
    expect(host).toMatch(/from "react\/jsx-runtime"/);
    expect(host).not.toContain('preact ${text}');
  });

  it('leaves a declared dependency to the host on both sides', () => {
    for (const entry of ['host.js', 'plain.js']) {
      const text = [...graphOf(entry).values()].join('\n');
      expect(text).toMatch(/from "declared"/);
      expect(text).not.toContain('atom = "declared"');
    }
  });

  it('names the runtime copies by their paths inside the package, not by this machine\'s folders', () => {
    const text = [...outputs.values()].join('\n');
    expect(text).toContain('// standalone-runtime:src/view.tsx');
    expect(text).not.toContain(root);
  });
});
