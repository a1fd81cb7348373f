/**
 * Builds the standalone runtime's entries (`@auth-widget/sdk/ui`, rendering with Preact) in the same esbuild build as
 * the entries that use the host's React, so that both kinds share one module graph: a module that does not reach
 * React (the client, `AuthError`, atoms, caches, the lazy chunks' loaders) is built once, in chunks every entry
 * imports, and objects made by one entry are the ones another entry knows. Only the modules that reach React, directly
 * or through others, are built a second time for the runtime's entries, with `STANDALONE_ALIAS` in place of React.
 *
 * The second copies live in a namespace of their own, which is how esbuild tells two builds of one file apart. From
 * there, an import of a dependency the package declares stays an import (the host's bundler dedupes it with the other
 * entries' import of it), and a package it does not declare (the runtime itself) is bundled.
 */
import { readFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Loader, Metafile, Plugin } from 'esbuild';
import { STANDALONE_ALIAS } from './standaloneRuntime.ts';

const NAMESPACE = 'standalone-runtime';
/** Marks the plugin's own resolve calls, which its resolver must leave to esbuild. */
const OWN_CALL = 'standaloneRuntimeOwnCall';

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.json': 'json', '.css': 'css' };

/** React and what it runs on: the modules the runtime replaces. */
export const REACT_MODULE = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;

export interface StandaloneRuntimeOptions {
  /** The package's directory, the build's `absWorkingDir`. */
  root: string;
  /** The entry points (absolute paths) that render with the standalone runtime. */
  entries: string[];
  /** The modules (absolute paths) that reach React: `modulesReaching` of a build of every entry with React. */
  reachReact: Set<string>;
  /** The package's `dependencies`: the host installs them, so every entry leaves them to the host's bundler. */
  dependencies: string[];
  /** React's modules and the runtime's files that replace them (`STANDALONE_ALIAS` unless given). */
  alias?: Record<string, string>;
}

/** An import of a package rather than of a file. */
function isBare(specifier: string): boolean {
  return !specifier.startsWith('.') && !isAbsolute(specifier);
}

/** The name of the installed package a file belongs to, if any. */
function packageOf(path: string): string | undefined {
  return /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*\/node_modules\/)/.exec(path)?.[1];
}

/** `react/jsx-runtime` → the runtime's `jsxRuntime.ts`, as esbuild's `alias` maps it: the longest name that matches. */
function aliased(specifier: string, alias: Record<string, string>): string {
  const name = Object.keys(alias)
    .filter((key) => specifier === key || specifier.startsWith(`${key}/`))
    .sort((a, b) => b.length - a.length)[0];
  return name === undefined ? specifier : alias[name] + specifier.slice(name.length);
}

/**
 * The inputs of a build (absolute paths) that import a module matching `target`, directly or through other inputs,
 * dynamic imports included: a module that loads a screen on demand must be built again with the screen.
 */
export function modulesReaching(metafile: Metafile, root: string, target: RegExp): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path, external } of imports) {
      if (external) continue;
      importers.set(path, [...(importers.get(path) ?? []), input]);
    }
  }
  const reached = new Set<string>();
  const pending = Object.keys(metafile.inputs).filter((input) => target.test(input));
  while (pending.length > 0) {
    for (const importer of importers.get(pending.pop()!) ?? []) {
      if (reached.has(importer)) continue;
      reached.add(importer);
      pending.push(importer);
    }
  }
  return new Set([...reached].map((input) => resolve(root, input)));
}

/** The esbuild plugin; the build must not set `packages: 'external'` (the plugin decides what stays external). */
export function standaloneRuntimePlugin({ root, entries, reachReact, dependencies, alias = STANDALONE_ALIAS }: StandaloneRuntimeOptions): Plugin {
  const runtimeEntries = new Set(entries);
  const declared = new Set(dependencies);
  // The runtime's own files render with what they import bundled, as a package the sdk does not declare is.
  const runtimeDirs = [...new Set(Object.values(alias).map((target) => `${dirname(target)}${sep}`))];
  const inRuntime = (path: string) => runtimeDirs.some((dir) => path.startsWith(dir));
  return {
    name: 'standalone-runtime',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if ((args.pluginData as Record<string, unknown> | undefined)?.[OWN_CALL]) return undefined;
        const runtimeSide = args.kind === 'entry-point' ? runtimeEntries.has(resolve(root, args.path)) : args.namespace === NAMESPACE;
        // The host's React side: every package stays an import, every file of the package is built once.
        if (!runtimeSide) return isBare(args.path) ? { path: args.path, external: true } : undefined;
        const resolved = await build.resolve(aliased(args.path, alias), {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { [OWN_CALL]: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const name = packageOf(resolved.path);
        if (reachReact.has(resolved.path) || inRuntime(resolved.path) || (name !== undefined && !declared.has(name))) {
          // Relative, so that source maps name the package's files and not this machine's folders.
          return { path: relative(root, resolved.path), namespace: NAMESPACE, sideEffects: resolved.sideEffects };
        }
        // A declared dependency, or a module of the package that renders nothing: the one the other entries use.
        return name !== undefined ? { path: args.path, external: true } : { path: resolved.path, sideEffects: resolved.sideEffects };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = join(root, args.path);
        return { contents: await readFile(file, 'utf8'), loader: LOADERS[extname(file)] ?? 'js', resolveDir: dirname(file) };
      });
    },
  };
}
