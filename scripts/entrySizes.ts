/**
 * What each public entry of `@auth-widget/sdk` costs a browser, measured as `npm run size` prints it and as the
 * budget test checks it: each entry bundled with all its dependencies (esbuild, minified, ESM, browser, production),
 * its first load being the entry file and the chunks it imports statically, gzip; the files behind dynamic imports
 * are the lazy chunks.
 */
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { firstLoadBreakdown, type ModuleShare } from './firstLoadBreakdown.ts';
import { firstLoadChunks } from './firstLoadChunks.ts';
import { buildStandalone, loadsOf, STANDALONE_ENTRY, type StandaloneBuild } from './standaloneBuild.ts';
import { STANDALONE_ALIAS } from './standaloneRuntime.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const sdkDir = join(root, 'sdk');
export const KB = 1024;
const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*', 'scheduler'];

export interface Variant {
  /** The label printed for the first load. */
  label: string;
  /** The package subpath (`.`, `./ui`). */
  subpath: string;
  /** Gzip budget of the first load, in bytes. */
  budget?: number;
  external?: string[];
  /** esbuild `alias`: the standalone builds' runtime in place of React. */
  alias?: Record<string, string>;
  /** Print the lazy chunks of this variant. */
  lazy?: boolean;
  /**
   * The file of the script-tag build (`buildStandalone`, as `sdk/scripts/build.ts` writes `dist/standalone/`) a page
   * loads: measured as built and shipped, the very bytes a browser fetches, not a bundle of the entry's own.
   */
  prebuilt?: string;
}

export const VARIANTS: Variant[] = [
  // The headless client: 11.95 KB once the messages only a call under way can raise (an unreadable answer, the
  // captcha, PKCE, passkeys) left for the lazily loaded code that raises them. Then 10.98 KB (11,240 B), with 24 B of
  // room under 11 KB: what only a call needs came out of the first load into the request parts every call loads
  // before it sends (the sending with its headers, the captcha retry, the session's authenticate and
  // revoke), and the wire names only a call or a provider script uses into `protocol/callWire.ts`. Of the rest,
  // 2.6 KB is jotai's store. Then 9.85 KB (10,088 B): the session only reads its state at start; its writes, refresh,
  // storage fallbacks and cross-tab following (`sessionRuntime.ts`) and the cookie writing came out with the request
  // parts. Then 9.74 KB (9,974 B): `user.get()` with the user calls loaded on the first. Then 9.51 KB (9,742 B): the
  // session's timing constants beside the session runtime that reads them, and the session-ending error types with
  // the call's wire names (`callWire.ts`). Then 9.57 KB (9,800 B): without a session cookie, the session start leaves
  // localStorage alone until the page is idle, and guards what it clears then against another tab's new session.
  // Then 9.61 KB (9,845 B): the option checks and the namespaces' method names in modules of their own, which the
  // mount entry's deferred client shares.
  { label: '@auth-widget/sdk', subpath: '.', budget: 9.62 * KB },
  // Plain values the emulator, the CLI and servers import: it must stay about a kilobyte, with no dependency (the
  // bot-protection script URLs and the provider's wire names took it from 0.86 to 1.05 KB).
  // Then reCAPTCHA's code and frame folders (once, for the site's policy) and the emulator's project id (a session
  // JWT's issuer and audience on a server): 1.27 KB.
  // Then the text of a strength check's breach warning, which the emulator sends and the widget translates: 1.33 KB.
  // Then 2 B: the names only a call uses in a module of their own (`callWire.ts`), out of the headless first load.
  { label: '@auth-widget/sdk/protocol', subpath: './protocol', budget: 1.35 * KB },
  // As built for a page without React (`sdk/scripts/build.ts`): the runtime is bundled in React's place.
  // 32.5 KB, of which about 8 KB was Preact (with its compat layer and hooks) and 2.9 KB jotai's store
  // (`npm run size -- --why standalone`). Then 31.96 KB with `preact/compat`, less 1.4 KB: the runtime's
  // own React API over Preact (`sdk/src/ui/runtime/`, 0.7 KB, against compat's 2.15), and less 36 B: the text
  // buttons' rules, which Main does not show, with what does: 30.49 KB, Preact and its hooks 5.8 KB of it. Less the
  // session's writing part and the cookie writing, with the request parts, and `user.get()` with the user calls:
  // 28.59 KB. Less 0.49 KB: a screen's group found by its name's first word, not a table; the theme rule without the
  // sizes no option sets; the first load's rules written compact; no module the first load shares with a lazy part
  // alone (the session's timing constants, a chunk of their own); no wire value only a call uses (the emulator's
  // token and project id, the session-ending error types): 28.0 KB (28,671 B). Then 28.05 KB (28,726 B): the session
  // start's deferred look for an ended session's leftovers. Then 26.38 KB (27,011 B): a token-string mount renders
  // against a deferred client (`client/deferredClient.ts`, 1.5 KB with the option checks and the method names) and
  // the client itself loads beside the first render; the entry no longer exports `createAuthClient`. Measured since
  // as built (`prebuilt`): the one file a page fetches, not the split bundle's files gzipped one by one, 24.33 KB
  // (24,917 B); then 23.57 KB (24,140 B) minified a second time by terser (`terserPass.ts`).
  { label: '@auth-widget/sdk/ui (standalone, runtime included)', subpath: './ui', budget: 24 * KB, alias: STANDALONE_ALIAS, lazy: true, prebuilt: STANDALONE_ENTRY },
  // The custom elements as the plain page's one script tag loads them: defining the three elements costs their
  // classes and their one description alone; the widget's code (the standalone entry's first load, shared with it)
  // is a lazy chunk fetched when an element first connects.
  { label: '@auth-widget/sdk/elements (standalone, runtime included)', subpath: './elements', budget: 2 * KB, alias: STANDALONE_ALIAS, lazy: true, prebuilt: 'elements.js' },
  // What a bundler host with React pays for the mount entry: about 24.2 KB, with 0.3 KB of room. Of it, 0.7 KB is
  // the session's storage fallback (state in memory where cookies or localStorage are refused, its warnings, cookie
  // lifetimes a wrong local clock cannot cut short; the warning texts load only when one is raised), 0.4 KB the
  // error boundary around every screen, and 1 KB the taking over of server-rendered markup (hydration in place, what
  // was typed before it kept, the server's stylesheet adopted), all needed before the first screen can be shown.
  // Then 0.3 KB more: the brand that lets two copies of the package agree on an AuthError, the session cookie's size
  // check (a cookie over 4 KB is warned about, not lost unsaid) and the authenticate step's loader: about 24.5 KB.
  // Less the client's messages that only a call under way raises (in a lazy chunk now): 24.46 KB. Then 13 B: the
  // buttons' suppressHydrationWarning, since a login form's capture script changes its submit button before the
  // takeover (dev builds would report that as a mismatch). Then 94 B: a login form's submit starts the loads it
  // waits on side by side (`startSubmitLoads`), and its fields take the capture script's lock as the button does:
  // 24.49 KB. Less 42 B: the text buttons' rules come with the wallet section and the later screens: 24.45 KB. Less
  // the session's writes, refresh, storage fallback and cross-tab following, and the cookie writing (with the request
  // parts now; the first render needs only the session read at start), and `user.get()` with the user calls loaded on
  // the first: 22.69 KB. Less 0.49 KB, as the standalone line says (the screen groups' table, the theme's fixed sizes,
  // compact rules, the session's timing constants and the wire values only a call uses): 22.11 KB (22,639 B). Then
  // 20.41 KB (20,898 B): the client out of the first load, as the standalone line says.
  { label: '@auth-widget/sdk/ui (React external)', subpath: './ui', budget: 20.45 * KB, external: REACT },
  // What a React host pays for the components and hooks: the widget's first screen, the client, the React bindings
  // (the storage fallback, the error boundary and server rendering with hydration included: 1.8 KB of it, the
  // declarative shadow root's swap in a chunk of its own), about 24.9 KB; and 0.4 KB for the site's pages around
  // the widget (`<AuthenticateLink>`, `useResetToken`: their shells, the steps' code in a lazy chunk), about 25.3 KB;
  // with the AuthError brand and the cookie's size check, about 25.6 KB; less the client's messages that only a
  // call under way raises (in a lazy chunk now), 25.46 KB. Then 117 B: the login form's capture script element the
  // components render on a server and hydrate (its text is a server-only chunk), and the buttons'
  // suppressHydrationWarning. Then 113 B: `<AuthenticateLink>`'s first text in the page's language (English only when
  // the page asks for no other, so a German page does not flash English before its catalogue): 25.69 KB. Then 114 B:
  // `useAccount` (the account page's state, once in each template) and `<AuthProvider nonce>`: 25.8 KB. Then 85 B:
  // the login form's submit starting its loads side by side, and its fields taking the capture script's lock: 25.94 KB.
  // Less 34 B: the text buttons' rules come with the wallet section and the later screens: 25.9 KB. Less the session's
  // writing part and the cookie writing (with the request parts), and `user.get()` with the user calls loaded on the
  // first: 24.07 KB. Less 0.42 KB, as the standalone line says: 23.51 KB (24,072 B). Then 21.93 KB (22,457 B): the
  // entry no longer exports `createAuthClient` (a site's own client comes from `@auth-widget/sdk`); given a public
  // token, the components and `AuthProvider` make a deferred client, whose code loads beside the first render.
  { label: '@auth-widget/sdk/react (React external)', subpath: './react', budget: 22 * KB, external: REACT },
  // For comparison only: the standalone build with React itself bundled, as it was before the standalone runtime.
  { label: '@auth-widget/sdk/ui (React bundled, for comparison)', subpath: './ui' },
];

/** The entries `--why` names: every variant whose label contains its argument; null without the flag. */
export function whyVariants(argv: readonly string[], variants: readonly Variant[] = VARIANTS): Variant[] | null {
  const at = argv.indexOf('--why');
  if (at === -1) return null;
  const wanted = argv[at + 1];
  if (!wanted || wanted.startsWith('--')) throw new Error('size: --why takes part of an entry\'s label, such as standalone or sdk/react');
  // A whole label names its entry alone (`@auth-widget/sdk` is also the start of every other label).
  const exact = variants.filter((variant) => variant.label === wanted);
  const found = exact.length > 0 ? exact : variants.filter((variant) => variant.label.includes(wanted));
  if (found.length === 0) throw new Error(`size: no entry's label contains "${wanted}": ${variants.map((v) => v.label).join(', ')}`);
  return found;
}

/** One printed line: an entry's first load or one of its lazy chunks, minified and gzip bytes. */
export interface SizeLine {
  entry: string;
  minified: number;
  gzip: number;
  budget?: number;
  note?: string;
}

/** The source file of a package subpath, from the `source` export condition of `sdk/package.json`. */
async function sourceOf(subpath: string): Promise<string> {
  const pkg = JSON.parse(await readFile(join(sdkDir, 'package.json'), 'utf8')) as {
    exports: Record<string, { source: string }>;
  };
  const target = pkg.exports[subpath]?.source;
  if (!target) throw new Error(`sdk/package.json exports no ${subpath}`);
  return join(sdkDir, target);
}

/** Replaces the given unresolvable imports with empty modules. */
function stubPlugin(missing: Set<string>): Plugin {
  return {
    name: 'stub-missing',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) =>
        missing.has(args.path) ? { path: args.path, namespace: 'missing-module' } : undefined,
      );
      pluginBuild.onLoad({ filter: /.*/, namespace: 'missing-module' }, () => ({
        // CommonJS, so that any named import of the missing module still links.
        contents: 'module.exports = {};',
        loader: 'js',
      }));
    },
  };
}

/** Bundles one entry; when imports cannot be resolved, bundles again with those modules stubbed. */
async function bundle(
  entry: string,
  outdir: string,
  external: string[],
  alias: Record<string, string> = {},
): Promise<{ metafile: Metafile; stubbed: string[] }> {
  const options: BuildOptions = {
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    // As the package build writes its files (`sdk/scripts/build.ts`): characters, not `\u` escapes.
    charset: 'utf8',
    splitting: true,
    outdir,
    metafile: true,
    write: true,
    conditions: ['source'],
    jsx: 'automatic',
    external,
    alias,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    // Output paths in the metafile are relative to this directory.
    absWorkingDir: root,
  };
  try {
    const result = await build(options);
    return { metafile: result.metafile!, stubbed: [] };
  } catch (error) {
    const errors = (error as { errors?: { text: string }[] }).errors ?? [];
    const missing = new Set<string>();
    for (const e of errors) {
      const match = /^Could not resolve "(.+)"$/.exec(e.text);
      if (!match?.[1]) throw error;
      missing.add(match[1]);
    }
    if (missing.size === 0) throw error;
    await rm(outdir, { recursive: true, force: true });
    const result = await build({ ...options, plugins: [stubPlugin(missing)] });
    return { metafile: result.metafile!, stubbed: [...missing] };
  }
}

async function sizeOf(path: string): Promise<{ minified: number; gzip: number }> {
  const bytes = await readFile(path);
  return { minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** A readable name for a lazy chunk: the module it was split at, relative to the repository. */
function chunkName(metafile: Metafile, file: string): string {
  const output = metafile.outputs[file];
  const source = output?.entryPoint;
  if (source?.startsWith('missing-module:')) return `${source.slice('missing-module:'.length)} (missing, stubbed)`;
  if (source) {
    const fromModules = source.split('node_modules/').pop()!;
    return source.includes('node_modules/') ? fromModules : relative(join(sdkDir, 'src'), join(root, source));
  }
  return `shared ${file.split('/').pop()}`;
}

/** The output of the entry `source` (a dynamic import target has an `entryPoint` too, its own source). */
function entryOutputOf(metafile: Metafile, source: string): string | undefined {
  const entryPoint = relative(root, source).split(sep).join('/');
  return Object.keys(metafile.outputs).find((file) => file.endsWith('.js') && metafile.outputs[file]!.entryPoint === entryPoint);
}

/** One variant bundled into `outdir`: its metafile, and its first load's files with their sizes. */
async function bundleFirstLoad(
  variant: Variant,
  outdir: string,
): Promise<{ metafile: Metafile; stubbed: string[]; first: Map<string, { minified: number; gzip: number }> }> {
  const source = await sourceOf(variant.subpath);
  const { metafile, stubbed } = await bundle(source, outdir, variant.external ?? [], variant.alias);
  const entryOutput = entryOutputOf(metafile, source);
  if (!entryOutput) throw new Error(`no output for ${variant.label}`);
  // The entry and what it imports statically: what a browser loads before the entry runs.
  const first = new Map<string, { minified: number; gzip: number }>();
  for (const file of [entryOutput, ...firstLoadChunks(metafile, entryOutput)]) first.set(file, await sizeOf(join(root, file)));
  return { metafile, stubbed, first };
}

/**
 * Bundles one variant into `outdir` and measures it: its first load, with its budget (and a note when missing modules
 * had to be stubbed), then, for a variant that asks for them, one line per lazy chunk.
 */
export async function measureVariant(variant: Variant, outdir: string): Promise<SizeLine[]> {
  if (variant.prebuilt) return measurePrebuilt(variant, variant.prebuilt, outdir);
  const { metafile, stubbed, first } = await bundleFirstLoad(variant, outdir);
  const total = { minified: 0, gzip: 0 };
  for (const size of first.values()) {
    total.minified += size.minified;
    total.gzip += size.gzip;
  }
  const note = stubbed.length > 0 ? `incomplete: ${stubbed.length} missing module(s) stubbed` : undefined;
  const lines: SizeLine[] = [{ entry: `${variant.label} first load`, ...total, budget: variant.budget, note }];
  if (variant.lazy) {
    const lazy = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js') && !first.has(file));
    for (const file of lazy.sort()) {
      lines.push({ entry: `${variant.label.split(' ')[0]} lazy ${chunkName(metafile, file)}`, ...(await sizeOf(join(root, file))) });
    }
  }
  return lines;
}

/** The script-tag build, made once per folder however many of its files are measured. */
const standaloneBuilds = new Map<string, Promise<StandaloneBuild>>();
const standaloneIn = (outdir: string) => {
  const folder = join(dirname(outdir), 'standalone');
  // With the options `sdk/scripts/build.ts` gives it: its source map's comment and licence comments are bytes a page loads.
  const options = { outdir: folder, sourcemap: true, extra: { legalComments: 'linked', charset: 'utf8', logLevel: 'silent' } } as const;
  if (!standaloneBuilds.has(folder)) standaloneBuilds.set(folder, buildStandalone(options));
  return standaloneBuilds.get(folder)!;
};

/** A file of the script-tag build: its first load (the file and what it imports statically), then its lazy files. */
async function measurePrebuilt(variant: Variant, file: string, outdir: string): Promise<SizeLine[]> {
  const { files } = await standaloneIn(outdir);
  const { first, lazy } = await loadsOf(files, file);
  const sizeOfBuilt = (name: string) => {
    const bytes = files.get(name)!;
    return { minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const total = { minified: 0, gzip: 0 };
  for (const size of [file, ...first].map(sizeOfBuilt)) {
    total.minified += size.minified;
    total.gzip += size.gzip;
  }
  const lines: SizeLine[] = [{ entry: `${variant.label} first load`, ...total, budget: variant.budget }];
  if (variant.lazy) {
    // A lazy file by its name without the content hash (`chunks/PasskeyLogin`, `auth-widget-client`); a shared chunk,
    // named after nothing, keeps it.
    const named = (name: string) => name.replace(/\/chunk-/.test(name) ? /\.js$/ : /(-[A-Z0-9]{8})?\.js$/, '');
    // Another entry's lazy files that the mount entry loads too are listed once, under the mount entry's line.
    const mounts = file === STANDALONE_ENTRY ? undefined : await loadsOf(files, STANDALONE_ENTRY);
    const listed = new Set(mounts ? [...mounts.first, ...mounts.lazy] : []);
    for (const name of lazy.filter((name) => !listed.has(name)).sort()) lines.push({ entry: `${variant.label.split(' ')[0]} lazy ${named(name)}`, ...sizeOfBuilt(name) });
  }
  return lines;
}

/** A source path of the metafile as the breakdown prints it: under `sdk/src`, or the package path in node_modules. */
function moduleName(input: string): string {
  if (input.includes('node_modules/')) return input.split('node_modules/').pop()!;
  return relative(join(sdkDir, 'src'), join(root, input));
}

/** Where one variant's first load goes, module by module (`npm run size -- --why <entry>`). */
export async function explainVariant(variant: Variant, outdir: string): Promise<ModuleShare[]> {
  const { metafile, first } = await bundleFirstLoad(variant, outdir);
  const shares = firstLoadBreakdown(metafile, new Map([...first].map(([file, size]) => [file, size.gzip])), moduleName);
  if (!variant.prebuilt) return shares;
  // The built file has no module map of its own (its first load merged, minified twice): the split bundle's shares,
  // scaled to the built file's gzip bytes.
  const built = (await measureVariant({ ...variant, lazy: false }, outdir))[0]!.gzip;
  const split = shares.reduce((sum, share) => sum + share.gzip, 0);
  return shares.map((share) => ({ ...share, gzip: Math.round((share.gzip * built) / split) }));
}

/** The locale catalogues' loaders: each catalogue is a lazy chunk of its own, fetched only for its language. */
const LOCALES_INDEX = join(sdkDir, 'src/ui/strings/locales/index.ts');

/** One line per locale chunk, measured from a bundle of the loaders alone, whether or not the widget loads them yet. */
export async function measureLocales(outdir: string): Promise<SizeLine[]> {
  const { metafile } = await bundle(LOCALES_INDEX, outdir, []);
  const lines: SizeLine[] = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const match = /strings\/locales\/([\w-]+)\.ts$/.exec(output.entryPoint ?? '');
    if (match?.[1] && match[1] !== 'index') lines.push({ entry: `locale ${match[1]}`, ...(await sizeOf(join(root, file))) });
  }
  return lines.sort((a, b) => a.entry.localeCompare(b.entry));
}

/** The lines whose gzip bytes exceed their budget (a line without a budget never does). */
export function overBudget(lines: SizeLine[]): SizeLine[] {
  return lines.filter((line) => line.budget !== undefined && line.gzip > line.budget);
}

/** A line as `npm run size` prints it: `<entry> <minified bytes> <gzip bytes>`, then the budget's verdict. */
export function formatLine(line: SizeLine): string {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  let text = `${line.entry} ${line.minified} ${line.gzip}`;
  const extras: string[] = [];
  if (line.budget !== undefined) {
    extras.push(line.gzip > line.budget ? `OVER BUDGET: ${kb(line.gzip)} gzip > ${kb(line.budget)}` : `budget ${kb(line.budget)} gzip: ok`);
  }
  if (line.note) extras.push(line.note);
  if (extras.length > 0) text += `  (${extras.join('; ')})`;
  return text;
}
