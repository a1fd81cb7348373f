/**
 * `npm run bench:mount`: time from navigation start until "Sign up or log in" is visible, our widget against the
 * reference provider's prebuilt UI, same emulator, same local gzip server, same config (passcodes by SMS and email
 * magic links), fresh browser contexts, alternating order.
 *
 * Scenarios:
 * - standalone: our prebuilt script-tag build, the very files of `dist/standalone/` (`scripts/standaloneBuild.ts`:
 *   `auth-widget.js` holds its first load, lazy chunks beside it), with the tags of `embed.html` in the head (the
 *   entry's script, and a `modulepreload` for any chunk it imported statically: none now); once with the page's
 *   inline `import` alone (script only); and once on the plain page that sends the first screen in its HTML,
 *   `renderLoginHtml`'s markup made at build time and taken over by `mountLogin`, watched as the Next.js pages are,
 *   with the time until its buttons are enabled and the layout shift) against the reference SDK's `mountLogin`, both
 *   bundled for the browser (minified, production);
 * - React host: React already on the page and its root made; our `<Login>` against the reference `<StytchLogin>`,
 *   timed from the root to the visible header, loading the widget's code included (`reactHost.ts`), with the widget's
 *   chunks preloaded beside it as Vite's and webpack's output do, and once without to show the waterfall; each widget
 *   bundled with the host in a build of its own, as a site holds one widget (a build of both would share their
 *   common modules out into chunks neither site would have);
 * - Next.js (`templateSite.ts`): the nextjs template scaffolded by the checkout's CLI, built for production and
 *   served by `next start`; its `/`, whose HTML holds the first screen, against the same page with the widget rendered
 *   in the browser only, against the reference provider's `<StytchLogin>` from its Next.js bindings (`nextjsPages.ts`),
 *   and against the floor: the HTML of `/` without its scripts, a static file of the same server. Timed from
 *   navigation start to the frame that paints the header (`pageWatch.ts`), with the time until the widget takes
 *   input (its buttons enabled: a server-rendered form's wait for hydration) and the cumulative layout shift until
 *   then. The first run, and a run after the template or the sdk changed, scaffolds, installs and builds the site
 *   (a few minutes); later runs reuse it;
 * - SvelteKit and Astro: their templates made the same way (`siteFrameworks.ts` holds what differs), on the Node
 *   their engines accept (22), served by their own production servers (`npm run start`: adapter-node, `@astrojs/node`);
 *   the server-rendered `/` against its floor, watched as the Next.js pages are.
 * Every side also has its "interactive" figure, from loads of its own (`pressContinue.ts`): from the first byte, a
 * phone number is typed and Continue pressed in a loop, each step waiting as long as the page takes, with no cut-off
 * (a busy page delays a visitor's press, it does not drop it), each press with a number of its own, until the
 * provider receives a passcode send; the number in it names the press that worked. What the page does, not what it says of
 * itself: a press on a disabled button, or one the widget drops while its code loads, does not count; a submit
 * captured before the takeover and sent after it counts at its press.
 * Each runs without throttling and with CDP throttling (150 ms latency, 1.6 Mbps down). Prints medians, min/max
 * and the ratio ours/reference; under the table, each side's ratios (visible, interactive) and the issue's goals, met
 * or not (throttled: script only <= 0.5 visible, first screen in the HTML <= 0.3 interactive, React host <= 0.4
 * visible, SvelteKit's and Astro's server-rendered `/` <= 1.2 of their floor's time to the header, no layout shift;
 * for Next.js: server-rendered against client-only, the reference and the floor). Figures only: nothing here fails
 * on a time.
 *
 *   npm run bench:mount -- [--runs 20] [--only standalone|react|nextjs|sveltekit|astro[,…]] [--throttle on|off] [--trace] [--profile] [--write]
 *
 * `--trace` prints, for one load of each side, its requests (sent, response, done: ms since the document request;
 * bytes over the wire) beside the time the header showed; `--profile` where the main thread's time went until then
 * (sampled CPU profile, by file, by function, and by function with what it called: `mountLogin` and below).
 * `--write` also puts the table and the ratios in the first screen's section of `docs/figures.md` (a run narrowed
 * by `--only` or `--throttle` in a section of its own, so it does not replace the whole table).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { startEmulator } from '@auth-widget/harness';
import { chromiumLaunchOptions } from '@auth-widget/harness/fixtures';
import { renderLoginHtml } from '@auth-widget/sdk/ui/server';
import { embedTags, type EmbedFile } from '../../../scripts/embedTags.ts';
import { buildStandalone, STANDALONE_ENTRY, staticImportsOf } from '../../../scripts/standaloneBuild.ts';
import { firstLoadChunks } from '../../../scripts/firstLoadChunks.ts';
import { npmCommand, writeFiguresSection } from '../../../scripts/figures.ts';
import { benchConfig, HEADER, type BenchEnv } from './config.ts';
import { PAGE_WATCH, settle, type PageWatch } from './pageWatch.ts';
import { pressUntilSent } from './pressContinue.ts';
import type { SiteTemplate } from './siteFrameworks.ts';
import { startTemplateSite, type TemplateSite } from './templateSite.ts';

const here = dirname(fileURLToPath(import.meta.url));

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, only: { type: 'string' }, throttle: { type: 'string' }, trace: { type: 'boolean' }, profile: { type: 'boolean' }, write: { type: 'boolean' } },
});
const RUNS = Number(args.runs);

/** The served files by path: gzip as sent, and the bytes (for an `integrity`). */
type Files = Map<string, { gzip: Buffer; type: string; contents?: Uint8Array }>;

const COMMON: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  minify: true,
  write: false,
  metafile: true,
  conditions: ['source'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
  chunkNames: 'chunks/[name]-[hash]',
};

/** Builds entries under `/<prefix>/`; returns the served files and the first-load chunks of each entry. */
async function bundle(prefix: string, options: BuildOptions, files: Files): Promise<Map<string, string[]>> {
  const outdir = join(here, '.bench-out', prefix);
  // A profile names functions: identifiers stay readable then (whitespace and syntax are still minified).
  const result = await build({ ...COMMON, ...(args.profile ? { minify: false, minifyWhitespace: true, minifySyntax: true } : {}), ...options, outdir });
  for (const file of result.outputFiles!) addScript(files, `/${prefix}/${relative(outdir, file.path).split(sep).join('/')}`, file.contents);
  return firstLoads(result.metafile!, outdir, prefix);
}

/** Serves a script, gzipped as sent. */
function addScript(files: Files, path: string, contents: Uint8Array): void {
  files.set(path, { gzip: gzipSync(contents, { level: 9 }), type: 'text/javascript; charset=utf-8', contents });
}

/** Each entry's URL on the bench's server, with the URLs of its first-load chunks. */
function firstLoads(metafile: Metafile, outdir: string, prefix: string): Map<string, string[]> {
  const url = (file: string) => `/${prefix}/${relative(outdir, join(process.cwd(), file)).split(sep).join('/')}`;
  const loads = new Map<string, string[]>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || Object.values(metafile.outputs).some((o) => o.imports.some((i) => i.path === file))) continue;
    loads.set(url(file), firstLoadChunks(metafile, file).map(url));
  }
  return loads;
}

/**
 * In the head: records `__benchVisible` (ms since navigation start) when the header is first visible, and
 * `__benchPhone` when the phone field's country list has its entries (a `GB` option): the helpers have arrived.
 */
const WATCH = `<script>(() => {
  const xpath = ${JSON.stringify(`//*[normalize-space(text())='${HEADER}']`)};
  const check = () => {
    if (!window.__benchPhone && document.querySelector('option[value="GB"]')) window.__benchPhone = performance.now();
    if (window.__benchVisible) return;
    const el = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    if (!el || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) window.__benchVisible = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const frame = () => { check(); if (!window.__benchVisible || !window.__benchPhone) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();</script>`;

/**
 * A bench page: `body` after the widget's element, `head` at the end of the head. `widget` is what the element holds
 * in the HTML: a page that sends the first screen in it is watched by `PAGE_WATCH` (frames, not mutations), not `WATCH`.
 */
function page(env: BenchEnv, body: string, head = '', widget = ''): string {
  const envTag = `<script id="bench-env" type="application/json">${JSON.stringify(env)}</script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>${widget ? '' : WATCH}${envTag}${head}</head><body><main><div id="widget">${widget}</div></main>${body}</body></html>`;
}

interface Side {
  name: string;
  path: string;
  /** Another server's origin (a framework's site); the bench's own server when absent. */
  origin?: string;
  /** A page whose HTML the bench does not write: watched by an init script, interactivity and layout shift read. */
  watch?: PageWatch;
}
interface Scenario {
  name: string;
  ours: Side[];
  reference: Side;
  /** Time from the mount/render call (React host) rather than from navigation start. */
  fromStart: boolean;
  /** What the ours/ref ratio of the scenario stands for, printed under the table with its goal. */
  ratio?: string;
  /** The issue's goals for a side (throttled, ours/reference), each printed under the table, met or not. */
  goals?: Goal[];
}

interface Goal {
  side: string;
  figure: 'visible' | 'interactive';
  atMost: number;
  /** What the scenario's reference side stands for in the goal's line: `reference` when absent. */
  against?: string;
}

/** What a load measured besides the time to the header. */
interface Extras {
  /** From the visible header to the phone field's full country list (NaN without one). */
  phone: number[];
  /** From navigation start (the React root) to the press of a Continue that sends (`pressUntilSent`; its own load). */
  interactive: number[];
  /** From navigation start to the widget's buttons enabled (watched pages; NaN for one that never hydrates). */
  enabled: number[];
  /** Cumulative layout shift until then (watched pages). */
  cls: number[];
}

async function serve(files: Files, html: Map<string, string>): Promise<{ url: string; close(): void }> {
  for (const [path, text] of html) files.set(path, { gzip: gzipSync(text), type: 'text/html; charset=utf-8' });
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = files.get(path);
    if (!file) {
      res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Encoding': 'gzip', 'Cache-Control': 'no-store', 'Content-Length': file.gzip.length });
    res.end(file.gzip);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => server.close() };
}

/** One request of a traced load: ms since the document request, and the bytes that came over the wire. */
interface Traced {
  url: string;
  sent: number;
  response?: number;
  done?: number;
  bytes?: number;
}

/** CPU time (ms, sampled) by function (its own, and with what it called) and by file, until the header showed. */
interface CpuProfile {
  byFunction: Map<string, number>;
  totalByFunction: Map<string, number>;
  byFile: Map<string, number>;
}

interface ProfilerProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Adds the samples taken before `until` (µs, the clock of the profile and of the network events). */
function addProfile(into: CpuProfile, profile: ProfilerProfile, until: number): void {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
  const fileOf = (frame: ProfilerProfile['nodes'][number]['callFrame']) => frame.url.replace(/^https?:\/\/[^/]+/, '') || frame.functionName;
  const nameOf = (frame: ProfilerProfile['nodes'][number]['callFrame']) => `${frame.functionName || '(anonymous)'} ${fileOf(frame)}:${frame.lineNumber + 1}`;
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time > until) return;
    const frame = frames.get(id)!;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    add(into.byFunction, nameOf(frame), ms);
    add(into.byFile, fileOf(frame), ms);
    // The sample counts once for each function on its stack (a recursive one once).
    const stack = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) stack.add(nameOf(frames.get(node)!));
    for (const name of stack) add(into.totalByFunction, name, ms);
  });
}

const TIMEOUT = Number(process.env.BENCH_TIMEOUT ?? 60_000);

/** The cache off, as on a first visit, and the throttling when asked (150 ms latency, 1.6 Mbps down). */
async function network(cdp: CDPSession, throttled: boolean): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8),
      uploadThroughput: (0.75e6 / 8),
    });
  }
}

/**
 * A load of its own for the "interactive" figure (`pressUntilSent`: typing and pressing would disturb the other
 * figures): ms from navigation start, or from the render call, to the press of a Continue that sends. NaN for the
 * static copy, which has no script to send with.
 */
async function pressLoad(browser: Browser, side: { url: string; watch?: PageWatch }, throttled: boolean, fromStart: boolean): Promise<number> {
  if (side.watch?.hydrates === false) return NaN;
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await network(await context.newCDPSession(tab), throttled);
    await tab.goto(side.url, { waitUntil: 'commit' });
    const pressed = await pressUntilSent(tab, TIMEOUT);
    const start = fromStart ? await tab.evaluate(() => (window as { __benchStart?: number }).__benchStart ?? 0) : 0;
    return pressed - start;
  } finally {
    await context.close();
  }
}

async function load(
  browser: Browser,
  side: { url: string; watch?: PageWatch },
  throttled: boolean,
  fromStart: boolean,
  trace?: Traced[],
  profile?: CpuProfile,
  extras?: Extras,
): Promise<number> {
  const { url, watch } = side;
  const context = await browser.newContext();
  try {
    if (watch) await context.addInitScript(watch.script);
    const tab = await context.newPage();
    const problems: string[] = [];
    tab.on('pageerror', (error) => problems.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const cdp = await context.newCDPSession(tab);
    if (trace) {
      const byId = new Map<string, Traced>();
      let origin: number | undefined;
      const at = (timestamp: number) => Math.round((timestamp - origin!) * 1000);
      cdp.on('Network.requestWillBeSent', (event) => {
        origin ??= event.timestamp;
        const entry: Traced = { url: event.request.url.replace(/^https?:\/\/[^/]+/, ''), sent: at(event.timestamp) };
        byId.set(event.requestId, entry);
        trace.push(entry);
      });
      cdp.on('Network.responseReceived', (event) => {
        const entry = byId.get(event.requestId);
        if (entry) entry.response = at(event.timestamp);
      });
      cdp.on('Network.loadingFinished', (event) => {
        const entry = byId.get(event.requestId);
        if (entry) Object.assign(entry, { done: at(event.timestamp), bytes: event.encodedDataLength });
      });
    }
    await network(cdp, throttled);
    let documentSent = 0;
    if (profile) {
      // A page of the same origin first, so the renderer the profiler attaches to is the one the load runs in.
      await tab.goto(new URL('/blank', url).href);
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.type === 'Document') documentSent = event.timestamp;
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await tab.goto(url, { waitUntil: 'commit' });
    await tab
      .waitForFunction(() => (window as { __benchVisible?: number }).__benchVisible, null, { timeout: TIMEOUT, polling: 50 })
      .catch((error: unknown) => {
        throw new Error(`${url}: no visible header (${problems.join('; ') || 'no page error'})`, { cause: error });
      });
    // Watched pages: until the widget takes input, and the layout shift until then (read before the wait below).
    const settled = watch ? await settle(tab, watch, TIMEOUT) : undefined;
    // The phone field's list, where the widget has one (its absence after 10 s is no failure: no figure then); a
    // page without scripts never completes it.
    if (watch?.hydrates !== false) await tab.waitForFunction(() => (window as { __benchPhone?: number }).__benchPhone, null, { timeout: 10_000, polling: 20 }).catch(() => {});
    const { visible, start, phone } = await tab.evaluate(() => {
      const w = window as { __benchVisible?: number; __benchStart?: number; __benchPhone?: number };
      return { visible: w.__benchVisible!, start: w.__benchStart ?? 0, phone: w.__benchPhone };
    });
    extras?.phone.push(phone === undefined ? NaN : Math.max(0, phone - visible));
    if (settled) {
      extras?.enabled.push(settled.interactive);
      extras?.cls.push(settled.cls);
    }
    // Only what ran until the header showed (the document request stands for the navigation start).
    if (profile) addProfile(profile, (await cdp.send('Profiler.stop')).profile as ProfilerProfile, (documentSent * 1000 + visible) * 1000);
    return fromStart ? visible - start : visible;
  } finally {
    await context.close();
  }
}

/** `--trace`: one load's requests (sent, first byte, done, bytes over the wire) beside the time the header showed. */
async function printTrace(browser: Browser, origin: string, side: Side, throttled: boolean, fromStart: boolean): Promise<void> {
  const requests: Traced[] = [];
  const visible = await load(browser, pageOf(origin, side), throttled, fromStart, requests);
  console.log(`\n${side.name}, ${throttled ? 'throttled' : 'unthrottled'}: header visible at ${visible.toFixed(0)} ms${fromStart ? ' after the render call' : ''}`);
  console.log('  sent  response  done   bytes  url');
  for (const r of requests) {
    const cells = [r.sent, r.response ?? '-', r.done ?? '-', r.bytes ?? '-'].map((v) => String(v).padStart(6));
    console.log(`${cells.join('  ')}  ${r.url}`);
  }
}

/** `--profile`: where the main thread's time went until the header showed, summed over five loads. */
async function printProfile(browser: Browser, origin: string, side: Side, throttled: boolean, fromStart: boolean): Promise<void> {
  const LOADS = 5;
  const profile: CpuProfile = { byFunction: new Map(), totalByFunction: new Map(), byFile: new Map() };
  for (let i = 0; i < LOADS; i++) await load(browser, pageOf(origin, side), throttled, fromStart, undefined, profile);
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `  ${(ms / LOADS).toFixed(1).padStart(7)} ms  ${name}`);
  console.log(`\n${side.name}, ${throttled ? 'throttled' : 'unthrottled'}: CPU by file (mean of ${LOADS} loads, until the header showed)`);
  console.log(top(profile.byFile, 12).join('\n'));
  console.log('  by function (self time):');
  console.log(top(profile.byFunction, 25).join('\n'));
  console.log('  by function, with what it called:');
  console.log(top(profile.totalByFunction, 40).join('\n'));
}

/** The side's page: its URL (on its own origin, else the bench's), and its watcher. */
const pageOf = (origin: string, side: Side) => ({ url: (side.origin ?? origin) + side.path, watch: side.watch });

/** The median of the figures a load measured (NaN where it had none), or `-` when no load had one. */
function medianFigure(figures: number[], unit = ' ms', digits = 0): string {
  const value = medianOf(figures);
  return Number.isNaN(value) ? '-' : `${value.toFixed(digits)}${unit}`;
}

/** The median of the figures a load measured, NaN where none had one. */
const medianOf = (figures: number[]) => {
  const known = figures.filter((t) => !Number.isNaN(t));
  return known.length === 0 ? NaN : median(known);
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main(): Promise<void> {
  // `--only standalone,react`: the scenarios whose names start with one of the words.
  const only = args.only?.toLowerCase().split(',').filter(Boolean);
  const wanted = (name: string) => !only || only.some((word) => name.toLowerCase().startsWith(word));
  // Made (scaffolded, installed, built) on the first run and after a change, which takes minutes: only when needed.
  const startSite = async (template: SiteTemplate): Promise<TemplateSite | undefined> => {
    if (!wanted(template) && !only?.some((word) => word.startsWith(template))) return undefined;
    sites.push(await startTemplateSite(template, (line) => console.error(`bench:mount: ${template}: ${line}`)));
    return sites.at(-1);
  };
  const sites: TemplateSite[] = [];
  const nextjs = await startSite('nextjs');
  const sveltekit = await startSite('sveltekit');
  const astro = await startSite('astro');
  const emulator = await startEmulator({ port: 0, log: () => {} });
  const files: Files = new Map();
  // The prebuilt script-tag build itself, the files `sdk/scripts/build.ts` writes to dist/standalone/.
  const standalone = await buildStandalone({ outdir: join(here, '.bench-out', 'ours'), minifyIdentifiers: !args.profile });
  for (const [name, contents] of standalone.files) if (name.endsWith('.js')) addScript(files, `/ours/${name}`, contents);
  const entry = `/ours/${STANDALONE_ENTRY}`;
  const embedFile = (url: string): EmbedFile => ({ url, contents: files.get(url)!.contents! });
  // The head of a page that pasted `embed.html`'s tags: the entry's script, and a preload for each chunk it imports.
  const preloads = await staticImportsOf(standalone.files, STANDALONE_ENTRY);
  const embed = embedTags(embedFile(entry), preloads.map((name) => embedFile(`/ours/${name}`))).join('');
  await bundle('referenceStandalone', { entryPoints: { referenceStandalone: join(here, 'referenceStandalone.ts') } }, files);
  // The React host, one build per widget, as a site ships one: React is a chunk of the host, loaded with it, and the
  // widget's chunks are its own (one build of both split what they share, the bench's config, into files of their own).
  const reactBuild = async (widget: string) => {
    const prefix = `react-${widget}`;
    const loads = await bundle(prefix, { entryPoints: Object.fromEntries(['reactHost', widget].map((name) => [name, join(here, `${name}.ts`)])) }, files);
    const hostChunks = new Set(loads.get(`/${prefix}/reactHost.js`));
    const url = `/${prefix}/${widget}.js`;
    // In Vite's order (its preload list for a dynamic import): the module itself, then the chunks it imports.
    const preload = [url, ...(loads.get(url) ?? []).filter((chunk) => !hostChunks.has(chunk))];
    return (withPreload: boolean) =>
      `<script id="bench-widget" type="application/json">${JSON.stringify({ url, preload: withPreload ? preload : [] })}</script><script type="module" src="/${prefix}/reactHost.js"></script>`;
  };
  const oursReact = await reactBuild('oursReact');
  const referenceReact = await reactBuild('referenceReact');

  const html = new Map<string, string>();
  let site = { url: '', close: () => {} };
  const env = (): BenchEnv => ({ emulatorUrl: emulator.url, publicToken: emulator.publicToken, redirectUrl: `${site.url}/authenticate` });
  // Pages read the redirect URL from the env, so the server starts first and the pages are filled in after.
  site = await serve(files, html);
  const oursMount = `<script type="module">import { mountLogin } from '${entry}';
const env = JSON.parse(document.getElementById('bench-env').textContent);
window.__benchStart = performance.now();
mountLogin({ elementId: '#widget', client: env.publicToken, clientOptions: { endpoints: { testApiUrl: env.emulatorUrl } }, config: ${JSON.stringify(benchConfig(env()))} });
</script>`;
  const call = (name: string) => `<script type="module" src="/${name}/${name}.js"></script>`;
  const set = (path: string, text: string) => files.set(path, { gzip: gzipSync(text), type: 'text/html; charset=utf-8' });
  set('/blank', '<!doctype html><title>blank</title>');
  set('/ours-standalone', page(env(), oursMount, embed));
  // The plain page that sends the first screen in its HTML (`embed.html`'s comment): made at build time, taken over.
  set('/ours-standalone-html', page(env(), oursMount, embed, await renderLoginHtml({ config: benchConfig(env()) })));
  set('/ours-standalone-script', page(env(), oursMount));
  set('/ref-standalone', page(env(), call('referenceStandalone')));
  set('/ours-react', page(env(), oursReact(true)));
  set('/ours-react-nopreload', page(env(), oursReact(false)));
  set('/ref-react', page(env(), referenceReact(true)));

  const siteSide = (site: TemplateSite | undefined, name: string, path: string, hydrates = true): Side => ({ name, path, origin: site?.url, watch: { script: PAGE_WATCH, hydrates } });
  const nextjsSide = (name: string, path: string, hydrates = true) => siteSide(nextjs, name, path, hydrates);
  const serverRendered = nextjsSide('ours, server-rendered', '/');
  // A framework's server-rendered `/` against its floor, the same page's HTML and CSS without scripts, from its server.
  const floorScenario = (name: string, site: TemplateSite | undefined): Scenario[] => {
    if (!site) return [];
    const side = siteSide(site, 'ours, server-rendered', '/');
    return [
      {
        name: `${name}: static floor`,
        ours: [side],
        reference: siteSide(site, 'static HTML and CSS', '/bench-static.html', false),
        fromStart: false,
        goals: [{ side: side.name, figure: 'visible', atMost: 1.2, against: 'floor' }],
      },
    ];
  };
  const scenarios: Scenario[] = ([
    {
      name: 'standalone',
      ours: [
        { name: 'ours (embed.html tags)', path: '/ours-standalone' },
        { name: 'ours (script only)', path: '/ours-standalone-script' },
        { name: 'ours (first screen in the HTML)', path: '/ours-standalone-html', watch: { script: PAGE_WATCH, hydrates: true } },
      ],
      reference: { name: 'reference', path: '/ref-standalone' },
      fromStart: false,
      goals: [
        { side: 'ours (script only)', figure: 'visible', atMost: 0.5 },
        { side: 'ours (first screen in the HTML)', figure: 'interactive', atMost: 0.3 },
      ],
    },
    {
      name: 'React host',
      ours: [
        { name: 'ours (chunks preloaded)', path: '/ours-react' },
        { name: 'ours (no preload)', path: '/ours-react-nopreload' },
      ],
      reference: { name: 'reference', path: '/ref-react' },
      fromStart: true,
      goals: [{ side: 'ours (chunks preloaded)', figure: 'visible', atMost: 0.4 }],
    },
    ...(nextjs
      ? [
          {
            name: 'nextjs: SSR vs client-only',
            ours: [serverRendered],
            reference: nextjsSide('ours, client-only', '/bench-client'),
            fromStart: false,
            ratio: 'Next.js server-rendered / client-only (goal <= 0.5 throttled)',
          },
          {
            name: 'nextjs: ours vs reference',
            ours: [serverRendered],
            reference: nextjsSide('reference (its Next.js bindings)', '/bench-reference'),
            fromStart: false,
            ratio: 'Next.js ours server-rendered / reference',
          },
          {
            name: 'nextjs: static floor',
            ours: [serverRendered],
            reference: nextjsSide('static HTML and CSS', '/bench-static.html', false),
            fromStart: false,
            ratio: 'Next.js server-rendered / static floor (goal <= 1.2 throttled)',
          },
        ]
      : []),
    ...floorScenario('sveltekit', sveltekit),
    ...floorScenario('astro', astro),
  ] satisfies Scenario[]).filter((s) => wanted(s.name));
  const throttles = args.throttle === 'on' ? [true] : args.throttle === 'off' ? [false] : [false, true];

  // Playwright's Chromium, else the system's with its flags (scripts/ensureBrowser.ts installs one); no other host resolves.
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'] });
  const rows: string[][] = [
    [
      'scenario',
      'throttling',
      'side',
      'median ms',
      'min',
      'max',
      'ours/ref (median)',
      'phone list after header (median)',
      'interactive (median)',
      'buttons enabled (median)',
      'CLS (median, max)',
    ],
  ];
  const ratios: string[] = [];
  const goals: string[] = [];
  let worstCls = 0;
  try {
    for (const scenario of scenarios) {
      for (const throttled of throttles) {
        const sides = [scenario.reference, ...scenario.ours];
        const times = new Map<string, number[]>(sides.map((s) => [s.name, []]));
        const extras = new Map<string, Extras>(sides.map((s) => [s.name, { phone: [], interactive: [], enabled: [], cls: [] }]));
        // Warm-up (not counted): the server, the emulator and the browser's own code paths.
        for (const side of sides) await load(browser, pageOf(site.url, side), throttled, scenario.fromStart);
        if (args.trace) for (const side of sides) await printTrace(browser, site.url, side, throttled, scenario.fromStart);
        if (args.profile) for (const side of sides) await printProfile(browser, site.url, side, throttled, scenario.fromStart);
        for (let run = 0; run < RUNS; run++) {
          const order = run % 2 === 0 ? sides : [...sides].reverse();
          for (const side of order) {
            times.get(side.name)!.push(await load(browser, pageOf(site.url, side), throttled, scenario.fromStart, undefined, undefined, extras.get(side.name)));
            extras.get(side.name)!.interactive.push(await pressLoad(browser, pageOf(site.url, side), throttled, scenario.fromStart));
          }
        }
        const ref = median(times.get(scenario.reference.name)!);
        const refInteractive = medianOf(extras.get(scenario.reference.name)!.interactive);
        for (const side of sides) {
          const t = times.get(side.name)!;
          const { phone, interactive, enabled, cls } = extras.get(side.name)!;
          rows.push([
            scenario.name,
            throttled ? '150 ms + 1.6 Mbps' : 'none',
            side.name,
            median(t).toFixed(0),
            Math.min(...t).toFixed(0),
            Math.max(...t).toFixed(0),
            side === scenario.reference ? '' : (median(t) / ref).toFixed(2),
            medianFigure(phone),
            medianFigure(interactive),
            medianFigure(enabled),
            cls.length === 0 ? '-' : `${medianFigure(cls, '', 3)} (${Math.max(...cls).toFixed(3)})`,
          ]);
          worstCls = Math.max(worstCls, ...cls);
          if (side === scenario.reference) continue;
          if (scenario.ratio) {
            ratios.push(`${scenario.ratio}, ${scenario.ours.length > 1 ? `${side.name}, ` : ''}${throttled ? 'throttled' : 'unthrottled'}: ${(median(t) / ref).toFixed(2)}`);
          }
          const byFigure = { visible: median(t) / ref, interactive: medianOf(interactive) / refInteractive };
          // A static floor takes no input: its side has a visible ratio alone.
          const interactiveRatio = Number.isFinite(byFigure.interactive) ? `, interactive ${byFigure.interactive.toFixed(2)}` : '';
          const line = `${scenario.name}, ${side.name}, ${throttled ? 'throttled' : 'unthrottled'}: ours/reference visible ${byFigure.visible.toFixed(2)}${interactiveRatio}`;
          ratios.push(line);
          for (const goal of scenario.goals ?? []) {
            if (goal.side !== side.name || !throttled) continue;
            const ratio = byFigure[goal.figure];
            goals.push(`goal: ${scenario.name}, ${side.name}, ${goal.figure} <= ${goal.atMost} x ${goal.against ?? 'reference'}, throttled: ${ratio.toFixed(2)} (${ratio <= goal.atMost ? 'met' : 'not met'})`);
          }
        }
        console.error(`bench:mount: ${scenario.name}, ${throttled ? 'throttled' : 'unthrottled'}: done`);
      }
    }
  } finally {
    await browser.close();
    site.close();
    await emulator.stop();
    for (const started of sites) await started.stop();
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const printed = [
    `${RUNS} loads per side; ${scenarios.some((s) => s.fromStart) ? 'React host: from the React root (widget code loaded after it); standalone: from navigation start' : 'from navigation start'}`,
    ...(nextjs ? ['Next.js: production build (next start), from navigation start to the frame that paints the header'] : []),
    ...(sveltekit || astro ? ['SvelteKit, Astro: production build (npm run start: adapter-node, @astrojs/node), from navigation start to the frame that paints the header'] : []),
    'interactive: when a Continue was pressed that reached the provider (a phone number, or an address, typed and Continue pressed in a loop from the first byte, in loads of their own); buttons enabled: when the widget\'s buttons were all enabled (pages watched by frames)',
    ...rows.map((row) => row.map((cell, c) => cell.padEnd(widths[c]!)).join('  ').trimEnd()),
    ...(ratios.length > 0 ? ['', ...ratios] : []),
    ...(goals.length > 0 ? ['', ...goals, `goal: no layout shift (CLS 0) on the watched pages: CLS at most ${worstCls.toFixed(3)} (${worstCls === 0 ? 'met' : 'not met'})`] : []),
  ];
  for (const line of printed) console.log(line);
  if (args.write) {
    // A run narrowed to some scenarios or one throttling keeps a section of its own, beside the whole table.
    const narrowed = [args.only, args.throttle && `throttle ${args.throttle}`].filter(Boolean).join(' ').toLowerCase();
    const suffix = narrowed.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const file = await writeFiguresSection({
      name: suffix ? `bench-mount-${suffix}` : 'bench-mount',
      title: suffix ? `First screen (${narrowed})` : 'First screen',
      stamp: { command: npmCommand('bench:mount') },
      output: printed.join('\n'),
    });
    console.log(`bench:mount: figures written to ${file}`);
  }
}

await main();
