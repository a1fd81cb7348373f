/**
 * Builds the published files of `@auth-widget/sdk` into `dist/` (or the folder given as the first argument: a test
 * packs the current sources so without touching the dist/ that other runs pack):
 * - every entry of the package's `exports` (`index.js`, `ui.js`, `react.js`, `uiServer.js`, `locales.js`,
 *   `protocol/index.js`, `siteVite.js`…), named by its `default` target and built from its `source` one, in ONE build with code
 *   splitting: the client, `AuthError`, atoms, caches and lazy chunks are modules every entry imports, so a page that
 *   makes its client with `@auth-widget/sdk` and mounts with `@auth-widget/sdk/ui` passes objects between them and
 *   loads the client once. The declared dependencies stay imports, so the host's bundler dedupes jotai and the lazily
 *   loaded libraries with the rest of the app. Adding an entry to `exports` adds it here;
 * - `ui.js` and `elements.js` (the entries of `STANDALONE_RUNTIME_ENTRIES`) render with Preact in place of React
 *   (`scripts/standaloneRuntime.ts`: the same components at a seventh of React's weight), bundled, so a page without
 *   React can use it; only the modules that reach React are built twice for it (`scripts/standaloneRuntimePlugin.ts`);
 * - `standalone/auth-widget.js` (+ `standalone/chunks/`): a self-contained build of the mount entry, every dependency
 *   bundled, its whole first load in the one file (`scripts/standaloneBuild.ts`: a page's script tag costs no round
 *   trip to discover chunks), and beside it `standalone/auth-widget-client.js` (`createAuthClient`, which a
 *   token-string mount loads beside its first screen) and `standalone/elements.js`, the custom elements' entry, sharing
 *   its lazy chunks (one script tag defines the elements), for a plain site's `<script type="module">`, with
 *   `standalone/embed.html`, the tags to paste: the entry's script tag with its `integrity`, then how a page takes
 *   over a first screen its server rendered (`@auth-widget/sdk/ui/server`). The hash is printed too;
 * - `THIRD_PARTY_LICENSES.txt` (in `dist/` and `dist/standalone/`): the licence of every package the builds bundle
 *   (Preact, jotai, libphonenumber-js, SimpleWebAuthn…), read from the packages themselves;
 * - `.d.ts` files from `tsconfig.build.json` (left out with `--no-declarations`: the tests that pack the package check
 *   what it runs, and the type check takes most of the build's time).
 * Run with `npm run build -w @auth-widget/sdk`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { rewriteDeclarationImports } from '../../scripts/rewriteDeclarationImports.ts';
import { modulesReaching, REACT_MODULE, standaloneRuntimePlugin } from '../../scripts/standaloneRuntimePlugin.ts';
import { embedTags, sri, type EmbedFile } from '../../scripts/embedTags.ts';
import { buildStandalone, STANDALONE_ENTRY, staticImportsOf } from '../../scripts/standaloneBuild.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const outArg = args.find((arg) => !arg.startsWith('--'));
const dist = outArg ? resolve(outArg) : join(root, 'dist');

/** The entries that render with the standalone runtime instead of the host's React. */
const STANDALONE_RUNTIME_ENTRIES = ['./ui', './elements'];

interface Manifest {
  /** An entry without `source` is types alone (the elements' framework typings): nothing to build. */
  exports: Record<string, { source?: string; default?: string }>;
  dependencies?: Record<string, string>;
}

/** The package's entries, from its `exports`: output name (`protocol/index`), source file and subpath. */
function packageEntries(manifest: Manifest): { name: string; file: string; subpath: string }[] {
  return Object.entries(manifest.exports)
    .flatMap(([subpath, { source, default: output }]) => (source && output ? [{ subpath, output, source }] : []))
    .map(({ subpath, output, source }) => ({ subpath, name: output.replace(/^\.\/dist\//, '').replace(/\.js$/, ''), file: join(root, source) }))
    .filter((entry) => existsSync(entry.file));
}

const common: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  sourcemap: true,
  outdir: dist,
  // The workspace packages resolve to their sources; published dependencies to their own builds.
  conditions: ['source'],
  // Node's own modules, imported by the entries that run in a site's build tool (`site/vite`), stay imports.
  external: ['node:*'],
  jsx: 'automatic',
  logLevel: 'warning',
  legalComments: 'linked',
  // Non-Latin catalogues as their characters, not `\u` escapes: half the bytes to parse (Arabic 46 to 21 KB minified)
  // and 5-9 % less gzip. Module scripts are always decoded as UTF-8, whatever the server's charset says.
  charset: 'utf8',
};

async function main(): Promise<void> {
  await rm(dist, { recursive: true, force: true });

  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as Manifest;
  const entries = packageEntries(manifest);
  const entryPoints = Object.fromEntries(entries.map((entry) => [entry.name, entry.file]));
  // Which modules reach React, read from a build of every entry with React bundled (nothing written).
  const graph = await build({ ...common, entryPoints, write: false, metafile: true, absWorkingDir: root, logLevel: 'silent' });
  const runtime = standaloneRuntimePlugin({
    root,
    entries: entries.filter((entry) => STANDALONE_RUNTIME_ENTRIES.includes(entry.subpath)).map((entry) => entry.file),
    reachReact: modulesReaching(graph.metafile, root, REACT_MODULE),
    dependencies: Object.keys(manifest.dependencies ?? {}),
  });
  const packageBuild = await build({
    ...common,
    entryPoints,
    metafile: true,
    absWorkingDir: root,
    plugins: [runtime],
    chunkNames: 'chunks/[name]-[hash]',
  });

  const standalone = await writeStandalone();
  const notices = await thirdPartyLicenses([packageBuild.metafile, standalone]);
  await writeFile(join(dist, 'THIRD_PARTY_LICENSES.txt'), notices);
  await writeFile(join(dist, 'standalone', 'THIRD_PARTY_LICENSES.txt'), notices);

  if (args.includes('--no-declarations')) {
    console.log(`sdk build: ${entries.map((entry) => `${entry.name}.js`).join(', ')} in ${dist}, without declarations`);
    return;
  }
  const tsc = spawnSync(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
  });
  await rewriteDeclarationImports(dist);
  if (tsc.status !== 0) {
    console.error('sdk build: declaration files have type errors (see above)');
    process.exitCode = 1;
    return;
  }
  console.log(`sdk build: ${entries.map((entry) => `${entry.name}.js`).join(', ')} and declarations in ${dist}`);
}

/**
 * The licences of the packages a build bundles, one block per package (`name version (licence)` and its licence
 * text), so the standalone files carry the notices their MIT and similar licences ask for.
 */
async function thirdPartyLicenses(metafiles: Metafile[]): Promise<string> {
  const packageDirs = new Set<string>();
  for (const input of metafiles.flatMap((metafile) => Object.keys(metafile.inputs))) {
    // Without the namespace the standalone runtime's copies carry (`standalone-runtime:../node_modules/preact/…`).
    const match = /^(?:[\w-]+:)?(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match?.[1]) packageDirs.add(join(root, match[1]));
  }
  const blocks: string[] = [];
  for (const dir of [...packageDirs].sort()) {
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { name: string; version: string; license?: string };
    const file = (await readdir(dir)).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
    if (!file) throw new Error(`sdk build: ${pkg.name} has no licence file to carry in THIRD_PARTY_LICENSES.txt`);
    blocks.push(`${pkg.name} ${pkg.version} (${pkg.license ?? 'see below'})\n\n${(await readFile(join(dir, file), 'utf8')).trim()}\n`);
  }
  return `The standalone builds of @auth-widget/sdk bundle these packages:\n\n${blocks.join('\n---\n\n')}`;
}

/**
 * The prebuilt script-tag build: `dist/standalone/auth-widget.js` (its whole first load in the one file), its lazy
 * chunks, and `embed.html` with the tags a page pastes (relative URLs: the page rewrites them to where it hosts the
 * files).
 */
async function writeStandalone(): Promise<Metafile> {
  const outdir = join(dist, 'standalone');
  const { files, metafile } = await buildStandalone({ outdir, sourcemap: true, extra: { legalComments: common.legalComments, logLevel: common.logLevel, charset: common.charset } });
  for (const [name, contents] of files) {
    await mkdir(dirname(join(outdir, name)), { recursive: true });
    await writeFile(join(outdir, name), contents);
  }
  const file = (name: string): EmbedFile => ({ url: `./${name}`, contents: files.get(name)! });
  // Empty since the entry holds its first load; read from the output all the same, so the tags say what it does.
  const chunks = await staticImportsOf(files, STANDALONE_ENTRY);
  const entryFile = file(STANDALONE_ENTRY);
  const tags = embedTags(entryFile, chunks.map(file));
  const entryHash = sri(entryFile.contents);
  // Server markup: the page sends the first screen, styled, and the mount takes it over where it is.
  tags.push(
    '<!-- A server (or a build step) can put the first screen in the page: renderLoginHtml({ config }) of',
    '     @auth-widget/sdk/ui/server gives its HTML, styles included, for the element: <div id="login">…that HTML…</div>.',
    '     mountLogin({ elementId: \'#login\', client, config }) with the same config (and strings, styles) then takes it',
    '     over in place, in its locale, keeping what the visitor typed before this script ran. -->',
    '<!-- client: a public token, or a client of the page\'s own: import { createAuthClient } from \'./auth-widget-client.js\'. -->',
    '<!-- Or the custom elements, with one tag of their own: <script type="module" src="./elements.js"></script> defines',
    '     <auth-widget-login public-token="…" config=\'{"products":["otp"]}\'> and its siblings (docs/elements.md). -->',
  );
  await writeFile(join(outdir, 'embed.html'), `${tags.join('\n')}\n`);
  console.log(`sdk build: dist/standalone/${STANDALONE_ENTRY} integrity ${entryHash}`);
  console.log(`sdk build: dist/standalone/embed.html loads the entry with ${chunks.length} chunk(s) preloaded beside it`);
  return metafile;
}

try {
  await main();
} catch (error) {
  // esbuild has already printed its errors; the stack adds nothing.
  if (!(error instanceof Error && 'errors' in error)) console.error(error);
  console.error('sdk build failed');
  process.exitCode = 1;
}
