import { dirname, relative, resolve } from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { firstLoadChunks } from './firstLoadChunks.ts';

/** A built file: its absolute path and bytes (esbuild's `outputFiles`, or files read back). */
export interface BuiltFile {
  path: string;
  contents: Uint8Array;
}

export interface MergeFirstLoadOptions {
  /** Every file of the split build, `.map` files included. */
  files: BuiltFile[];
  metafile: Metafile;
  /** The entry to merge, as the metafile names its output (`dist/standalone/auth-widget.js`). */
  entry: string;
  /** The folder the metafile's paths are relative to. */
  absWorkingDir: string;
  /** The first build's minification and charset, for the files built again. */
  minify: Pick<BuildOptions, 'minifyWhitespace' | 'minifySyntax' | 'minifyIdentifiers' | 'charset'>;
}

const ENTRY = 'first-load-entry';

/**
 * Puts an entry's whole first load in the entry file, so a page that loads it with one script tag fetches one file,
 * not the entry and then, one round trip later, the chunks it imports statically (esbuild puts what the entry shares
 * with its lazy chunks in chunks of their own, and has no option to keep it in the entry). The entry is bundled again
 * with its first-load chunks inlined, and exports their bindings under names of its own (`$<chunk><name>`); every
 * other file that imported one of those chunks imports the same binding from the entry instead. Dynamic imports stay
 * dynamic: lazy chunks keep their names and are still fetched when the code asks for them. The first-load chunks
 * are left out of the result; nothing refers to them any more.
 */
export async function mergeFirstLoad({ files, metafile, entry, absWorkingDir, minify }: MergeFirstLoadOptions): Promise<BuiltFile[]> {
  const abs = (file: string) => resolve(absWorkingDir, file);
  const entryPath = abs(entry);
  const chunks = firstLoadChunks(metafile, entry);
  if (chunks.length === 0) return files;
  const byPath = new Map(files.map((file) => [file.path, file.contents]));
  const merged = new Map(chunks.map((chunk, index) => [abs(chunk), { index, exports: metafile.outputs[chunk]?.exports ?? [] }]));
  const alias = (index: number, name: string) => `$${index}${name}`;
  const sourcemap = byPath.has(`${entryPath}.map`);
  const decoder = new TextDecoder();

  /** A file of the first build as input, its linked map inlined so the new map reaches the sources. */
  const input = (path: string) => {
    const code = decoder.decode(byPath.get(path) ?? new Uint8Array());
    const map = byPath.get(`${path}.map`);
    if (!map) return code;
    return `${code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '')}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}\n`;
  };
  /** A specifier from `from` (a file's folder in the output) to `to`. */
  const specifier = (from: string, to: string) => {
    const path = relative(dirname(from), to).split('\\').join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };

  /** Rebuilds one file: `inline` says which imports it bundles; everything else stays an import of the output. */
  const rebuild = async (output: string, plugin: (resolveTo: (path: string, importer: string) => string) => Plugin['setup']) => {
    const resolveTo = (path: string, importer: string) => resolve(dirname(importer === ENTRY ? entryPath : importer), path);
    const result = await build({
      entryPoints: [output === entryPath ? ENTRY : output],
      outfile: output,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      ...minify,
      sourcemap: sourcemap ? 'linked' : false,
      write: false,
      logLevel: 'silent',
      plugins: [{ name: 'merge-first-load', setup: plugin(resolveTo) }],
    });
    return result.outputFiles.map((file) => ({ path: file.path, contents: file.contents }));
  };

  // The entry: its own module and its first-load chunks bundled, with the chunks' bindings exported for the rest.
  const reexports = [...merged].map(
    ([path, { index, exports }]) => `export { ${exports.map((name) => `${name} as ${alias(index, name)}`).join(', ')} } from ${JSON.stringify(path)};`,
  );
  const entryFiles = await rebuild(entryPath, (resolveTo) => (pluginBuild) => {
    pluginBuild.onResolve({ filter: /.*/ }, ({ path, importer, kind }) => {
      if (kind === 'entry-point') return { path: ENTRY, namespace: ENTRY };
      const target = importer === ENTRY && !path.startsWith('.') ? path : resolveTo(path, importer);
      if (target === entryPath || merged.has(target)) return { path: target, namespace: 'first-load' };
      // A lazy chunk, named from the entry's folder now that the code asking for it lives there.
      return { path: specifier(entryPath, target), external: true };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: ENTRY }, () => ({ contents: [`export * from ${JSON.stringify(entryPath)};`, ...reexports].join('\n'), loader: 'js' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'first-load' }, ({ path }) => ({ contents: input(path), loader: 'js' }));
  });

  // The files that imported a first-load chunk: the same bindings, from the entry.
  const importers = Object.entries(metafile.outputs)
    .filter(([file, output]) => file !== entry && !merged.has(abs(file)) && output.imports.some((i) => !i.external && merged.has(abs(i.path))))
    .map(([file]) => abs(file));
  const rebuilt = await Promise.all(
    importers.map((output) =>
      rebuild(output, (resolveTo) => (pluginBuild) => {
        pluginBuild.onResolve({ filter: /.*/ }, ({ path, importer, kind, namespace }) => {
          if (kind === 'entry-point') return { path: output, namespace: 'first-load' };
          if (namespace === 'facade') return { path: specifier(output, entryPath), external: true };
          const target = resolveTo(path, importer);
          if (merged.has(target)) return { path: target, namespace: 'facade' };
          return { path, external: true };
        });
        pluginBuild.onLoad({ filter: /.*/, namespace: 'first-load' }, ({ path }) => ({ contents: input(path), loader: 'js' }));
        pluginBuild.onLoad({ filter: /.*/, namespace: 'facade' }, ({ path }) => {
          const { index, exports } = merged.get(path)!;
          const names = exports.map((name) => `${alias(index, name)} as ${name}`).join(', ');
          return { contents: `export { ${names} } from ${JSON.stringify(ENTRY)};`, loader: 'js' };
        });
      }),
    ),
  );

  const replaced = new Set([entryPath, ...importers].flatMap((path) => [path, `${path}.map`]));
  const dropped = new Set([...merged.keys()].flatMap((path) => [path, `${path}.map`]));
  return [...files.filter((file) => !replaced.has(file.path) && !dropped.has(file.path)), ...entryFiles, ...rebuilt.flat()];
}
