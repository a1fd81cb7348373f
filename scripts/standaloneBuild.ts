import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { withCompileHint } from './compileHint.ts';
import { mergeFirstLoad } from './mergeFirstLoad.ts';
import { STANDALONE_ALIAS } from './standaloneRuntime.ts';
import { terserPass } from './terserPass.ts';

const sdk = join(dirname(dirname(fileURLToPath(import.meta.url))), 'sdk');

/** The prebuilt script-tag build's mount entry, as a page names it. */
export const STANDALONE_ENTRY = 'auth-widget.js';

/** The script-tag build's client entry (`createAuthClient`), the module a token-string mount loads beside its first screen. */
export const STANDALONE_CLIENT_ENTRY = 'auth-widget-client.js';

export interface StandaloneBuildOptions {
  outdir: string;
  /** False keeps identifiers readable (a CPU profile names functions); whitespace and syntax are minified still. */
  minifyIdentifiers?: boolean;
  sourcemap?: boolean;
  /** Options of the sdk's own build that the standalone one shares (`legalComments`, `logLevel`). */
  extra?: BuildOptions;
}

export interface StandaloneBuild {
  /** Every file, by its path relative to `outdir` with `/` separators (`auth-widget.js`, `chunks/…`). */
  files: Map<string, Uint8Array>;
  /** The first build's metafile (before the entry took in its first load), for the licences of what it bundles. */
  metafile: Metafile;
}

/**
 * The prebuilt script-tag build (`dist/standalone/`): `auth-widget.js`, the mount entry, `auth-widget-client.js`,
 * `createAuthClient` for a page that makes its own client (the file a token-string mount loads beside the first
 * screen), and `elements.js`, the custom elements' entry, every dependency bundled with the standalone runtime; lazy
 * chunks under `chunks/`. The mount
 * entry holds its whole first load (`mergeFirstLoad`): a page with one module script tag fetches one file before the
 * first screen, with no `modulepreload` tags to paste, and opens with V8's compile hint (`compileHint.ts`). Every file
 * is minified twice, by esbuild and then by terser (`terserPass.ts`). Used by
 * the sdk's build and by `npm run bench:mount`, which times this very output.
 */
export async function buildStandalone({ outdir, minifyIdentifiers = true, sourcemap = false, extra = {} }: StandaloneBuildOptions): Promise<StandaloneBuild> {
  const result = await build({
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    splitting: true,
    conditions: ['source'],
    jsx: 'automatic',
    ...extra,
    entryPoints: {
      'auth-widget': join(sdk, 'src', 'ui.ts'),
      'auth-widget-client': join(sdk, 'src', 'client', 'createAuthClient.ts'),
      elements: join(sdk, 'src', 'elements.ts'),
    },
    outdir,
    alias: STANDALONE_ALIAS,
    define: { 'process.env.NODE_ENV': '"production"' },
    minifyWhitespace: true,
    minifySyntax: true,
    minifyIdentifiers,
    sourcemap,
    metafile: true,
    write: false,
    chunkNames: 'chunks/[name]-[hash]',
    absWorkingDir: sdk,
  });
  const entry = Object.keys(result.metafile.outputs).find((file) => file.endsWith(`/${STANDALONE_ENTRY}`));
  if (!entry) throw new Error(`standalone build: no ${STANDALONE_ENTRY} in the output`);
  const merged = await mergeFirstLoad({ files: result.outputFiles, metafile: result.metafile, entry, absWorkingDir: sdk, minify: { minifyWhitespace: true, minifySyntax: true, minifyIdentifiers, charset: extra.charset } });
  const files = new Map(merged.map((file) => [relative(outdir, file.path).split(sep).join('/'), file.contents]));
  // A profile keeps its names readable: no second minification then.
  if (minifyIdentifiers) {
    for (const name of [...files.keys()].filter((file) => file.endsWith('.js'))) {
      const passed = await terserPass({ code: files.get(name)!, map: files.get(`${name}.map`) }, name);
      files.set(name, passed.code);
      if (passed.map) files.set(`${name}.map`, passed.map);
    }
  }
  // The entry is the first screen's code and nothing else, all of it run by the mount: compiled while it downloads,
  // the mount's first render no longer stops to compile each function it calls.
  const hinted = withCompileHint({ code: files.get(STANDALONE_ENTRY)!, map: files.get(`${STANDALONE_ENTRY}.map`) });
  files.set(STANDALONE_ENTRY, hinted.code);
  if (hinted.map) files.set(`${STANDALONE_ENTRY}.map`, hinted.map);
  return { files, metafile: result.metafile };
}

/**
 * The files an output's entry imports statically (transitively, the entry left out): what the browser fetches before
 * it runs, and so what a page would preload beside it. Read from the output itself, by bundling it again from memory,
 * which also fails on an import whose binding the imported file does not export.
 */
export async function staticImportsOf(files: Map<string, Uint8Array>, entry: string): Promise<string[]> {
  return (await loadsOf(files, entry)).first;
}

/** What an output's entry loads: `first`, as `staticImportsOf` says; `lazy`, every other file it can reach by a dynamic import. */
export async function loadsOf(files: Map<string, Uint8Array>, entry: string): Promise<{ first: string[]; lazy: string[] }> {
  const root = '/standalone-output';
  const result = await build({
    entryPoints: [`${root}/${entry}`],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/standalone-analysis',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'output-in-memory',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /.*/ }, ({ path, importer, kind }) => ({
            path: kind === 'entry-point' ? path : join(dirname(importer), path),
            namespace: 'output',
          }));
          pluginBuild.onLoad({ filter: /.*/, namespace: 'output' }, ({ path }) => {
            const contents = files.get(relative(root, path).split(sep).join('/'));
            if (!contents) throw new Error(`standalone build: ${path} is imported but not in the output`);
            return { contents, loader: 'js' };
          });
        },
      },
    ],
  });
  const input = (path: string) => relative(root, path.replace(/^output:/, '')).split(sep).join('/');
  const imports = new Map(Object.entries(result.metafile.inputs).map(([path, { imports }]) => [input(path), imports]));
  /** Every file reached from `from` by imports of the given kinds, `from` and the entry left out. */
  const reached = (from: string, kinds: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      for (const imported of imports.get(file) ?? []) {
        const path = input(imported.path);
        if (!kinds.includes(imported.kind) || seen.has(path) || path === entry) continue;
        seen.add(path);
        visit(path);
      }
    };
    visit(from);
    return seen;
  };
  const first = reached(entry, ['import-statement']);
  const lazy = [...reached(entry, ['import-statement', 'dynamic-import'])].filter((file) => !first.has(file));
  return { first: [...first], lazy };
}
