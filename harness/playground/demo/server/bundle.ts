import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { STANDALONE_ALIAS } from '../../../../scripts/standaloneRuntime.ts';

/** One built file of a site, served under `/assets/`. */
export interface BundleFile {
  contents: Uint8Array;
  contentType: string;
}

/** The built scripts and styles of a site, keyed by their path under `/assets/` (`login.js`, `chunks/…`). */
export type SiteBundle = Map<string, BundleFile>;

/** A browser entry: its output name (`login` gives `/assets/login.js`) and its source file. */
export interface SiteEntry {
  name: string;
  file: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function contentTypeOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return CONTENT_TYPES[dot >= 0 ? path.slice(dot) : ''] ?? 'application/octet-stream';
}

/**
 * Bundles the browser entries of a site in memory. Workspace packages resolve to their TypeScript sources through
 * the `source` export condition, so the pages always run the code in the working tree; code splitting keeps the
 * widget's lazy chunks lazy, as in a host's own bundle. With `installed`, the entries (in a site's folder) are
 * bundled as a site's own bundler does: the packages as installed there, their published builds and nothing else.
 */
export async function bundleSite(entries: SiteEntry[], { installed = false }: { installed?: boolean } = {}): Promise<SiteBundle> {
  // Only a location for esbuild to compute output paths from: nothing is written.
  const outdir = join(dirname(entries[0]?.file ?? '.'), '.site-out');
  const result = await build({
    entryPoints: Object.fromEntries(entries.map((e) => [e.name, e.file])),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    splitting: true,
    sourcemap: true,
    write: false,
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    // The pages mount the widget as a plain site does, so they run the standalone build's runtime (which the
    // published `@auth-widget/sdk/ui` brings along itself).
    ...(installed ? {} : { conditions: ['source'], alias: STANDALONE_ALIAS }),
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  const bundle: SiteBundle = new Map();
  for (const file of result.outputFiles) {
    const path = relative(outdir, file.path).split(sep).join('/');
    bundle.set(path, { contents: file.contents, contentType: contentTypeOf(path) });
  }
  return bundle;
}

/** Writes a bundle to a directory, so that other processes (test workers) can serve it without building it again. */
export async function saveBundle(bundle: SiteBundle, dir: string): Promise<void> {
  for (const [path, file] of bundle) {
    const target = join(dir, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
}

/** Reads a bundle written by `saveBundle`. */
export async function loadBundle(dir: string): Promise<SiteBundle> {
  const bundle: SiteBundle = new Map();
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        const path = relative(dir, full).split(sep).join('/');
        bundle.set(path, { contents: await readFile(full), contentType: contentTypeOf(path) });
      }
    }
  };
  await walk(dir);
  return bundle;
}
