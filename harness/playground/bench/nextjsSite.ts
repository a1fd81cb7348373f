import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { freePort } from '../../../scripts/scaffoldedSite.ts';
import { benchConfig } from './config.ts';
import { addBenchRoutes, withoutScripts } from './nextjsPages.ts';

/*
 * The Next.js site of `npm run bench:mount`: the nextjs template scaffolded by the checkout's `create-auth-widget`
 * (the kit packed from this checkout, as the templates spec does), the bench's routes added (`nextjsPages.ts`), the
 * reference provider's Next.js bindings installed beside, built for production and served by `next start`, against
 * an emulator of its own. The config is `benchConfig`, with the emulator's and the site's addresses, which Next.js
 * writes into the build: the build keeps its two ports, and is made again only when one is taken.
 *
 * Cached outside the checkout (the temp folder), keyed by a hash of what the site is made of (the template, the sdk's
 * sources and build scripts, the scaffolder, the bench's routes and config): a run after a change scaffolds and installs
 * again, which takes a minute or two. Not in the bench's folder: a site there would sit in git's, ESLint's and the
 * workspace's view (a parent package-lock.json also changes what Next.js takes for the project's root).
 */

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../../..');
const cacheRoot = join(tmpdir(), 'auth-widget-bench-nextjs');

/** The reference provider's Next.js bindings: 20.3.3 is the newest whose peer range takes its SDK 4.x, pinned here. */
const REFERENCE_PACKAGES = ['@stytch/nextjs@20.3.3', '@stytch/vanilla-js@4.18.2'];

/** What the site is made of: a change in any of these makes a new one. */
const SOURCES = [
  'templates/nextjs',
  'sdk/src',
  'sdk/scripts',
  'sdk/package.json',
  'cli/src/create',
  'harness/playground/conformance/referenceEndpoints.ts',
  'harness/playground/bench/config.ts',
  'harness/playground/bench/nextjsPages.ts',
];

/** The site's state, in its folder: installed, and the ports of its build when there is one. */
interface SiteState {
  installed: boolean;
  ports?: { emulator: number; site: number };
}

export interface NextjsSite {
  /** The site's origin (localhost, as the template's redirect URLs). */
  url: string;
  emulator: Emulator;
  stop(): Promise<void>;
}

/** The files of a source (a file, or a folder's files); build output, installs, tests and their helpers left out. */
async function filesOf(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  if (!(await stat(path)).isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries
    .map((entry) => ({ entry, file: join(entry.parentPath, entry.name) }))
    .filter(({ entry, file }) => entry.isFile() && !/[\\/](node_modules|dist|\.next|testing|e2e)[\\/]/.test(file) && !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map(({ file }) => file);
}

/** A hash of the sources' paths and contents, and of the packages installed beside. */
async function sourcesKey(): Promise<string> {
  const hash = createHash('sha256').update(REFERENCE_PACKAGES.join(' '));
  for (const source of SOURCES) {
    for (const file of (await filesOf(join(repo, source))).sort()) {
      hash.update(relative(repo, file).split(sep).join('/')).update('\0').update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The environment of the site's commands: without the variables of the `npm run` that started the bench. */
function siteEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')));
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', CI: 'true' };
}

/** Runs a step of making the site to its end; a failure shows the end of its output. */
function run(step: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...siteEnv(), ...env }, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`bench: ${step} failed (exit ${result.status}):\n${output}`);
  }
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Scaffolds the site into `dir` and installs it: the kit built and packed from this checkout first. */
async function scaffold(dir: string, log: (line: string) => void): Promise<void> {
  // One cached site at a time: each holds a full install.
  await rm(cacheRoot, { recursive: true, force: true });
  await mkdir(cacheRoot, { recursive: true });
  log('building the CLI and the kit (the scaffolder packs the kit from its dist/)');
  run('building the CLI', process.execPath, ['scripts/build.mjs'], join(repo, 'cli'));
  run('building the kit', 'npm', ['run', 'build', '-w', '@auth-widget/sdk', '-w', '@auth-widget/harness'], repo);
  log(`scaffolding the nextjs template into ${dir}`);
  const bin = join(repo, 'cli/dist/bin/create-auth-widget.js');
  const args = [bin, dir, '--template', 'nextjs', '--products', 'emailMagicLinks,otp', '--otp-methods', 'sms', '--yes', '--no-install'];
  run('scaffolding', process.execPath, args, cacheRoot, { npm_config_user_agent: 'npm/11 node/v20' });
  await addBenchRoutes(dir, await readFile(join(repo, 'harness/playground/conformance/referenceEndpoints.ts'), 'utf8'));
  log(`installing the site and ${REFERENCE_PACKAGES.join(', ')} (a minute or two)`);
  run('npm install', 'npm', ['install', '--save-exact', '--no-audit', '--no-fund', ...REFERENCE_PACKAGES], dir);
}

/** The site's config: `benchConfig` at these ports, our widget's and the reference's alike. */
async function writeConfig(dir: string, ports: { emulator: number; site: number }): Promise<void> {
  const path = join(dir, 'auth-widget.config.json');
  const file = JSON.parse(await readFile(path, 'utf8')) as { publicToken: string };
  const emulatorUrl = `http://127.0.0.1:${ports.emulator}`;
  const config = benchConfig({ emulatorUrl, publicToken: file.publicToken, redirectUrl: `http://localhost:${ports.site}/authenticate` });
  // No styles: the widgets' defaults, as on the bench's other pages.
  const settings = { publicToken: file.publicToken, config, styles: {}, cookieOptions: {}, endpoints: { testApiUrl: emulatorUrl } };
  await writeFile(path, `${JSON.stringify(settings, null, 2)}\n`);
}

/** `next start` on 127.0.0.1:`port`, in a process group of its own; resolves once `/` answers. */
async function startNext(dir: string, port: number): Promise<{ stop(): Promise<void> }> {
  let output = '';
  const child = spawn(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: dir,
    detached: true,
    env: siteEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const group = -child.pid!;
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(group, name);
      return true;
    } catch {
      return false;
    }
  };
  // Also when the bench ends otherwise (an error, Ctrl-C): the server is in no group the terminal signals.
  const onExit = () => signal('SIGKILL');
  const onSignal = () => process.exit(130);
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (!signal('SIGTERM')) return;
    for (const deadline = Date.now() + 10_000; signal(0) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100));
    signal('SIGKILL');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`bench: next start exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return { stop };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`bench: next start did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Builds the site for these ports, then takes the static copy of `/`: the server sends the page's prerendered HTML,
 * which goes into public/ without its scripts. `next start` reads public/ as it starts, so the copy is served from
 * the next start on.
 */
async function build(dir: string, ports: { emulator: number; site: number }, log: (line: string) => void): Promise<void> {
  await writeConfig(dir, ports);
  const copy = join(dir, 'public/bench-static.html');
  await rm(copy, { force: true });
  await rm(join(dir, '.next'), { recursive: true, force: true });
  log(`next build (site port ${ports.site}, emulator port ${ports.emulator})`);
  run('next build', process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'build'], dir);
  const server = await startNext(dir, ports.site);
  try {
    const html = await (await fetch(`http://127.0.0.1:${ports.site}/`)).text();
    await mkdir(dirname(copy), { recursive: true });
    await writeFile(copy, withoutScripts(html));
  } finally {
    await server.stop();
  }
}

/** The site, scaffolded, installed and built as needed (each step printed), served with its emulator. */
export async function startNextjsSite(log: (line: string) => void): Promise<NextjsSite> {
  const key = await sourcesKey();
  const dir = join(cacheRoot, key);
  const statePath = join(dir, 'bench-site.json');
  const state: SiteState = existsSync(statePath) ? (JSON.parse(await readFile(statePath, 'utf8')) as SiteState) : { installed: false };
  const save = () => writeFile(statePath, JSON.stringify(state));
  if (!state.installed) {
    await scaffold(dir, log);
    state.installed = true;
    await save();
  } else {
    log(`the site in ${dir} is installed and up to date`);
  }
  if (!state.ports || !(await portFree(state.ports.emulator)) || !(await portFree(state.ports.site))) {
    let ports = { emulator: await freePort(), site: await freePort() };
    while (ports.emulator === ports.site) ports = { ...ports, site: await freePort() };
    delete state.ports;
    await save();
    await build(dir, ports, log);
    state.ports = ports;
    await save();
  } else {
    log(`reusing its build (site port ${state.ports.site}, emulator port ${state.ports.emulator})`);
  }
  const { ports } = state;
  const emulator = await startEmulator({ port: ports.emulator, log: () => {} });
  try {
    const { publicToken } = JSON.parse(await readFile(join(dir, 'auth-widget.config.json'), 'utf8')) as { publicToken: string };
    if (publicToken !== emulator.publicToken) throw new Error("bench: the site's public token is not the emulator's");
    const server = await startNext(dir, ports.site);
    return {
      url: `http://localhost:${ports.site}`,
      emulator,
      async stop() {
        try {
          await server.stop();
        } finally {
          await emulator.stop();
        }
      },
    };
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}
