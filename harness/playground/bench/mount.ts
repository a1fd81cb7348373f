/**
 * `npm run bench:mount`: time from navigation start until "Sign up or log in" is visible, our widget against the
 * reference provider's prebuilt UI, same emulator, same local gzip server, same config (passcodes by SMS and email
 * magic links), fresh browser contexts, alternating order.
 *
 * Scenarios:
 * - standalone: our prebuilt script-tag build (`auth-widget.js` and its chunks, with the `modulepreload` links of
 *   `embed.html`, and once without them to show what they save) against the reference SDK's `mountLogin`, both
 *   bundled for the browser (minified, production);
 * - React host: React already on the page; our `<Login>` against the reference `<StytchLogin>`, timed from the
 *   React render call to the visible header.
 * Each runs without throttling and with CDP throttling (150 ms latency, 1.6 Mbps down). Prints medians, min/max
 * and the ratio ours/reference. Figures only: nothing here fails on a time.
 *
 *   npm run bench:mount -- [--runs 20] [--only standalone|react] [--throttle on|off]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { chromium, type Browser } from '@playwright/test';
import { startEmulator } from '@auth-widget/harness';
import { findBrowser, SYSTEM_CHROMIUM_ARGS } from '../../../scripts/browser.ts';
import { benchConfig, HEADER, type BenchEnv } from './config.ts';

const here = dirname(fileURLToPath(import.meta.url));
const sdkUi = join(here, '../../../sdk/src/ui.ts');

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, only: { type: 'string' }, throttle: { type: 'string' } },
});
const RUNS = Number(args.runs);

type Files = Map<string, { gzip: Buffer; type: string }>;

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
  const result = await build({ ...COMMON, ...options, outdir });
  for (const file of result.outputFiles!) {
    const path = `/${prefix}/${relative(outdir, file.path).split(sep).join('/')}`;
    files.set(path, { gzip: gzipSync(file.contents, { level: 9 }), type: 'text/javascript; charset=utf-8' });
  }
  return firstLoads(result.metafile!, outdir, prefix);
}

function firstLoads(metafile: Metafile, outdir: string, prefix: string): Map<string, string[]> {
  const url = (file: string) => `/${prefix}/${relative(outdir, join(process.cwd(), file)).split(sep).join('/')}`;
  const loads = new Map<string, string[]>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || Object.values(metafile.outputs).some((o) => o.imports.some((i) => i.path === file))) continue;
    const seen = new Set<string>();
    const visit = (f: string) => {
      for (const i of metafile.outputs[f]?.imports ?? []) {
        if (i.kind === 'import-statement' && !i.external && !seen.has(i.path)) {
          seen.add(i.path);
          visit(i.path);
        }
      }
    };
    visit(file);
    loads.set(url(file), [...seen].map(url));
  }
  return loads;
}

/** In the head: records `__benchVisible` (ms since navigation start) when the header is first visible. */
const WATCH = `<script>(() => {
  const xpath = ${JSON.stringify(`//*[normalize-space(text())='${HEADER}']`)};
  const check = () => {
    if (window.__benchVisible) return;
    const el = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    if (!el || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) window.__benchVisible = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const frame = () => { check(); if (!window.__benchVisible) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();</script>`;

function page(env: BenchEnv, body: string, head = ''): string {
  const envTag = `<script id="bench-env" type="application/json">${JSON.stringify(env)}</script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>${WATCH}${envTag}${head}</head><body><main><div id="widget"></div></main>${body}</body></html>`;
}

interface Side {
  name: string;
  path: string;
}
interface Scenario {
  name: string;
  ours: Side[];
  reference: Side;
  /** Time from the mount/render call (React host) rather than from navigation start. */
  fromStart: boolean;
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

async function load(browser: Browser, url: string, throttled: boolean, fromStart: boolean): Promise<number> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const problems: string[] = [];
    tab.on('pageerror', (error) => problems.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const cdp = await context.newCDPSession(tab);
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
    await tab.goto(url, { waitUntil: 'commit' });
    await tab
      .waitForFunction(() => (window as { __benchVisible?: number }).__benchVisible, null, { timeout: Number(process.env.BENCH_TIMEOUT ?? 60_000), polling: 50 })
      .catch((error: unknown) => {
        throw new Error(`${url}: no visible header (${problems.join('; ') || 'no page error'})`, { cause: error });
      });
    const { visible, start } = await tab.evaluate(() => {
      const w = window as { __benchVisible?: number; __benchStart?: number };
      return { visible: w.__benchVisible!, start: w.__benchStart ?? 0 };
    });
    return fromStart ? visible - start : visible;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main(): Promise<void> {
  const found = findBrowser();
  if (!found) throw new Error('no Chromium: see scripts/ensureBrowser.ts');
  const emulator = await startEmulator({ port: 0, log: () => {} });
  const files: Files = new Map();
  const ours = await bundle('ours', { entryPoints: { 'auth-widget': sdkUi } }, files);
  const entry = '/ours/auth-widget.js';
  const preload = (ours.get(entry) ?? []).map((chunk) => `<link rel="modulepreload" href="${chunk}">`).join('');
  for (const name of ['referenceStandalone', 'referenceReact', 'oursReact']) {
    await bundle(name, { entryPoints: { [name]: join(here, `${name}.ts`) } }, files);
  }

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
  set('/ours-standalone', page(env(), oursMount, preload));
  set('/ours-standalone-nopreload', page(env(), oursMount));
  set('/ref-standalone', page(env(), call('referenceStandalone')));
  set('/ours-react', page(env(), call('oursReact')));
  set('/ref-react', page(env(), call('referenceReact')));

  const scenarios: Scenario[] = [
    {
      name: 'standalone',
      ours: [
        { name: 'ours (modulepreload)', path: '/ours-standalone' },
        { name: 'ours (no preload)', path: '/ours-standalone-nopreload' },
      ],
      reference: { name: 'reference', path: '/ref-standalone' },
      fromStart: false,
    },
    { name: 'React host', ours: [{ name: 'ours', path: '/ours-react' }], reference: { name: 'reference', path: '/ref-react' }, fromStart: true },
  ].filter((s) => !args.only || s.name.toLowerCase().startsWith(args.only.toLowerCase()));
  const throttles = args.throttle === 'on' ? [true] : args.throttle === 'off' ? [false] : [false, true];

  const launchArgs = [...(found.kind === 'system' ? SYSTEM_CHROMIUM_ARGS : []), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'];
  const browser = await chromium.launch({ executablePath: found.path, args: launchArgs });
  const rows: string[][] = [['scenario', 'throttling', 'side', 'median ms', 'min', 'max', 'ours/ref (median)']];
  try {
    for (const scenario of scenarios) {
      for (const throttled of throttles) {
        const sides = [scenario.reference, ...scenario.ours];
        const times = new Map<string, number[]>(sides.map((s) => [s.name, []]));
        // Warm-up (not counted): the server, the emulator and the browser's own code paths.
        for (const side of sides) await load(browser, site.url + side.path, throttled, scenario.fromStart);
        for (let run = 0; run < RUNS; run++) {
          const order = run % 2 === 0 ? sides : [...sides].reverse();
          for (const side of order) times.get(side.name)!.push(await load(browser, site.url + side.path, throttled, scenario.fromStart));
        }
        const ref = median(times.get(scenario.reference.name)!);
        for (const side of sides) {
          const t = times.get(side.name)!;
          rows.push([
            scenario.name,
            throttled ? '150 ms + 1.6 Mbps' : 'none',
            side.name,
            median(t).toFixed(0),
            Math.min(...t).toFixed(0),
            Math.max(...t).toFixed(0),
            side === scenario.reference ? '' : (median(t) / ref).toFixed(2),
          ]);
        }
        console.error(`bench:mount: ${scenario.name}, ${throttled ? 'throttled' : 'unthrottled'}: done`);
      }
    }
  } finally {
    await browser.close();
    site.close();
    await emulator.stop();
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  console.log(`${RUNS} loads per side; ${scenarios.some((s) => s.fromStart) ? 'React host: from the render call; standalone: from navigation start' : 'from navigation start'}`);
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
}

await main();
