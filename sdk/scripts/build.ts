/**
 * Builds the published files of `@auth-widget/sdk` into `dist/`:
 * - `index.js` (headless), `react.js` (React bindings), `uiServer.js` (`@auth-widget/sdk/ui/server`: a first screen's
 *   HTML for the mount functions to take over), `locales.js` (the locale list and resolver) and
 *   `protocol/index.js` (wire types and constants): ESM, every
 *   package external, so the host's bundler dedupes jotai, React and the lazily loaded libraries with the rest of the
 *   app;
 * - `ui.js`: the standalone mount entry, every dependency bundled in so that a page without a bundler can load it,
 *   rendering with `preact/compat` in place of React (`scripts/standaloneRuntime.ts`: the same components at a
 *   seventh of React's weight); code splitting keeps the lazy chunks (wallet, passkey, phone code) in their own files;
 * - `standalone/auth-widget.js` (+ `standalone/chunks/`): the same standalone build under a fixed name for a plain
 *   site's `<script type="module">`, with `standalone/embed.html`, the tags to paste: a `modulepreload` link (with
 *   its SRI hash) for each chunk of the first load, so the browser fetches them beside the entry instead of one round
 *   trip after it, and the entry's script tag with its `integrity`, then how a page takes over a first screen its
 *   server rendered (`@auth-widget/sdk/ui/server`). The hashes are printed too;
 * - `THIRD_PARTY_LICENSES.txt` (in `dist/` and `dist/standalone/`): the licence of every package the standalone builds
 *   bundle (Preact, jotai, libphonenumber-js, SimpleWebAuthn…), read from the packages themselves;
 * - `.d.ts` files from `tsconfig.build.json`.
 * Run with `npm run build -w @auth-widget/sdk`.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { rewriteDeclarationImports } from '../../scripts/rewriteDeclarationImports.ts';
import { STANDALONE_ALIAS } from '../../scripts/standaloneRuntime.ts';
import { embedTags, sri, type EmbedFile } from '../../scripts/embedTags.ts';
import { firstLoadChunks } from '../../scripts/firstLoadChunks.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');
const src = (name: string) => join(root, 'src', name);

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
  jsx: 'automatic',
  logLevel: 'warning',
  legalComments: 'linked',
};

async function main(): Promise<void> {
  await rm(dist, { recursive: true, force: true });

  const external = ['index.ts', 'react.ts', 'uiServer.ts', 'locales.ts', 'protocol/index.ts', 'site.ts'].filter((name) => existsSync(src(name)));
  await build({
    ...common,
    entryPoints: external.map(src),
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
  });

  const ui = await build({
    ...common,
    metafile: true,
    entryPoints: [src('ui.ts')],
    // Standalone: every dependency is bundled, in its production build, with the standalone runtime for React.
    alias: STANDALONE_ALIAS,
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    chunkNames: 'chunks/ui-[name]-[hash]',
  });

  await buildStandalone();
  const notices = await thirdPartyLicenses(ui.metafile);
  await writeFile(join(dist, 'THIRD_PARTY_LICENSES.txt'), notices);
  await writeFile(join(dist, 'standalone', 'THIRD_PARTY_LICENSES.txt'), notices);

  const tsc = spawnSync(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  await rewriteDeclarationImports(dist);
  if (tsc.status !== 0) {
    console.error('sdk build: declaration files have type errors (see above)');
    process.exitCode = 1;
    return;
  }
  console.log(`sdk build: ${['ui.js', ...external.map((n) => n.replace(/\.ts$/, '.js'))].join(', ')} and declarations in dist/`);
}

/**
 * The licences of the packages a build bundles, one block per package (`name version (licence)` and its licence
 * text), so the standalone files carry the notices their MIT and similar licences ask for.
 */
async function thirdPartyLicenses(metafile: Metafile): Promise<string> {
  const packageDirs = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
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
 * The prebuilt script-tag build: `dist/standalone/auth-widget.js`, its chunks, and `embed.html` with the tags a page
 * pastes (relative URLs: the page rewrites them to where it hosts the files).
 */
async function buildStandalone(): Promise<void> {
  const outdir = join(dist, 'standalone');
  const result = await build({
    ...common,
    entryPoints: { 'auth-widget': src('ui.ts') },
    outdir,
    alias: STANDALONE_ALIAS,
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
    absWorkingDir: root,
  });
  const metafile = result.metafile;
  const entry = 'auth-widget.js';
  const outputOf = (name: string) => Object.keys(metafile.outputs).find((file) => file === name || file.endsWith(`/${name}`));
  const entryOutput = outputOf(entry);
  if (!entryOutput) throw new Error('standalone build: no auth-widget.js in the output');
  const base = entryOutput.slice(0, -entry.length);
  const chunks = firstLoadChunks(metafile, entryOutput).map((file) => file.slice(base.length));
  const file = async (name: string): Promise<EmbedFile> => ({ url: `./${name}`, contents: await readFile(join(outdir, name)) });
  const entryFile = await file(entry);
  const tags = embedTags(entryFile, await Promise.all(chunks.map(file)));
  const entryHash = sri(entryFile.contents);
  // Server markup: the page sends the first screen, styled, and the mount takes it over where it is.
  tags.push(
    '<!-- A server (or a build step) can put the first screen in the page: renderLoginHtml({ config }) of',
    '     @auth-widget/sdk/ui/server gives its HTML, styles included, for the element: <div id="login">…that HTML…</div>.',
    '     mountLogin({ elementId: \'#login\', client, config }) with the same config (and strings, styles) then takes it',
    '     over in place, in its locale, keeping what the visitor typed before this script ran. -->',
  );
  await writeFile(join(outdir, 'embed.html'), `${tags.join('\n')}\n`);
  console.log(`sdk build: dist/standalone/${entry} integrity ${entryHash}`);
  console.log(`sdk build: dist/standalone/embed.html preloads the ${chunks.length} chunk(s) of the first load`);
}

try {
  await main();
} catch (error) {
  // esbuild has already printed its errors; the stack adds nothing.
  if (!(error instanceof Error && 'errors' in error)) console.error(error);
  console.error('sdk build failed');
  process.exitCode = 1;
}
