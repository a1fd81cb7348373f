import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { compareVersions, ensureNode, majorOf, withNode, type NodeBinary } from '../../../scripts/ensureNode.ts';
import { freePort } from '../../../scripts/freePort.ts';
import { oldestIn } from '../../../scripts/templateNodes.ts';
import { benchConfig } from './config.ts';
import { SITE_FRAMEWORKS, sourcesOf, type SiteTemplate } from './siteFrameworks.ts';
import { withoutScripts } from './withoutScripts.ts';

/*
 * A site of `npm run bench:mount`: a template scaffolded by the checkout's `create-auth-widget` (the kit packed from
 * this checkout, as the templates spec does), the bench's routes added where it has some, built for production and
 * served by its own production server, against an emulator of its own; what differs by framework is the table of
 * `siteFrameworks.ts`. The config is `benchConfig`, with the emulator's and the site's addresses, which the build
 * writes in: it keeps its two ports, and is made again only when one is taken. The floor, `/bench-static.html`, is the
 * server-rendered `/` without its scripts, put where the server sends files as they are (built again where the server
 * sends only what its build listed). The site runs on a Node its
 * template's engines accept: this one, else the newest of the oldest line they take (SvelteKit and Astro: Node 22).
 *
 * Cached outside the checkout (the temp folder, a folder per template), keyed by a hash of what the site is made of
 * (the template, the sdk's sources and build scripts, the scaffolder, the bench's routes and config): a run after a
 * change scaffolds and installs again, which takes a minute or two. Not in the bench's folder: a site there would sit
 * in git's, ESLint's and the workspace's view (a parent package-lock.json also changes what Next.js takes for the
 * project's root).
 */

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../../..');
const RUNNING_NODE: NodeBinary = { version: process.version.slice(1), bin: dirname(process.execPath), source: 'path' };
/** Set once this run built the CLI and the kit: a second site scaffolded in it packs the same. */
let kitBuilt = false;

/** The site's state, in its folder: installed, and the ports of its build when there is one. */
interface SiteState {
  installed: boolean;
  ports?: { emulator: number; site: number };
}

export interface TemplateSite {
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

/** A hash of the template's sources' paths and contents, and of the packages installed beside. */
export async function sourcesKey(template: SiteTemplate, root = repo): Promise<string> {
  const hash = createHash('sha256').update(SITE_FRAMEWORKS[template].extraPackages.join(' '));
  for (const source of sourcesOf(template)) {
    for (const file of (await filesOf(join(root, source))).sort()) {
      hash.update(relative(root, file).split(sep).join('/')).update('\0').update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The environment of the site's commands: without the variables of the `npm run` that started the bench. */
function siteEnv(node: NodeBinary): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')));
  return withNode(node, { ...env, NEXT_TELEMETRY_DISABLED: '1', CI: 'true' });
}

/** Runs a step of making the site to its end; a failure shows the end of its output. */
function run(step: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
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

/**
 * The Node the site is installed, built and served on: the running one when the template's engines accept it, else
 * the newest of the line that holds the oldest version they accept, fetched when the machine lacks it (the engines of
 * the template, not of its installed framework: the site is installed once, on the Node it runs on).
 */
async function nodeOf(dir: string): Promise<NodeBinary> {
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const oldest = manifest.engines?.node ? oldestIn(manifest.engines.node) : RUNNING_NODE.version;
  return compareVersions(RUNNING_NODE.version, oldest) >= 0 ? RUNNING_NODE : ensureNode(majorOf(oldest));
}

/** Scaffolds the site into `dir` and installs it: the kit built and packed from this checkout first. */
async function scaffold(template: SiteTemplate, dir: string, log: (line: string) => void): Promise<void> {
  const framework = SITE_FRAMEWORKS[template];
  const cacheRoot = dirname(dir);
  // One cached site a template: each holds a full install.
  await rm(cacheRoot, { recursive: true, force: true });
  await mkdir(cacheRoot, { recursive: true });
  if (!kitBuilt) {
    log('building the CLI and the kit (the scaffolder packs the kit from its dist/)');
    run('building the CLI', process.execPath, ['scripts/build.mjs'], join(repo, 'cli'), siteEnv(RUNNING_NODE));
    run('building the kit', 'npm', ['run', 'build', '-w', '@auth-widget/sdk', '-w', '@auth-widget/harness'], repo, siteEnv(RUNNING_NODE));
    kitBuilt = true;
  }
  log(`scaffolding the ${template} template into ${dir}`);
  const bin = join(repo, 'cli/dist/bin/create-auth-widget.js');
  const args = [bin, dir, '--template', template, '--products', 'emailMagicLinks,otp', '--otp-methods', 'sms', '--yes', '--no-install'];
  run('scaffolding', process.execPath, args, cacheRoot, { ...siteEnv(RUNNING_NODE), npm_config_user_agent: 'npm/11 node/v20' });
  await framework.addRoutes?.(dir, repo);
  const node = await nodeOf(dir);
  log(`installing the site${framework.extraPackages.length > 0 ? ` and ${framework.extraPackages.join(', ')}` : ''} on Node ${node.version} (a minute or two)`);
  run('npm install', 'npm', ['install', '--save-exact', '--no-audit', '--no-fund', ...framework.extraPackages], dir, siteEnv(node));
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

/** The site's production server on `port`, in a process group of its own; resolves once `/` answers. */
async function startServer(template: SiteTemplate, dir: string, node: NodeBinary, port: number): Promise<{ stop(): Promise<void> }> {
  const { command, args, env } = SITE_FRAMEWORKS[template].serve(port);
  let output = '';
  const child = spawn(command === 'node' ? join(node.bin, 'node') : 'npm', args, {
    cwd: dir,
    detached: true,
    env: { ...siteEnv(node), ...env },
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
      throw new Error(`bench: the ${template} server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      // localhost: adapter-node and Astro listen on whichever address it names first.
      if ((await fetch(`http://localhost:${port}/`)).ok) return { stop };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`bench: the ${template} server did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Builds the site for these ports, then takes the floor: the server sends `/` rendered, which goes into the folder
 * it serves files from, without its scripts. The servers read that folder as they start, so the copy is served from
 * the next start on.
 */
async function build(template: SiteTemplate, dir: string, node: NodeBinary, ports: { emulator: number; site: number }, log: (line: string) => void): Promise<void> {
  const { output, staticDir, rebuildWithFloor } = SITE_FRAMEWORKS[template];
  await writeConfig(dir, ports);
  const copy = join(dir, staticDir, 'bench-static.html');
  await rm(copy, { force: true });
  await rm(join(dir, output), { recursive: true, force: true });
  log(`npm run build (site port ${ports.site}, emulator port ${ports.emulator})`);
  run('npm run build', 'npm', ['run', 'build'], dir, siteEnv(node));
  const server = await startServer(template, dir, node, ports.site);
  try {
    const html = await (await fetch(`http://localhost:${ports.site}/`)).text();
    await mkdir(dirname(copy), { recursive: true });
    await writeFile(copy, withoutScripts(html));
  } finally {
    await server.stop();
  }
  if (rebuildWithFloor) {
    // The same sources again: the stylesheets the copy links to keep their hashed names.
    log('npm run build again, with the floor among its static files');
    run('npm run build', 'npm', ['run', 'build'], dir, siteEnv(node));
  }
}

/** The template's site, scaffolded, installed and built as needed (each step printed), served with its emulator. */
export async function startTemplateSite(template: SiteTemplate, log: (line: string) => void): Promise<TemplateSite> {
  const dir = join(tmpdir(), `auth-widget-bench-${template}`, await sourcesKey(template));
  const statePath = join(dir, 'bench-site.json');
  const state: SiteState = existsSync(statePath) ? (JSON.parse(await readFile(statePath, 'utf8')) as SiteState) : { installed: false };
  const save = () => writeFile(statePath, JSON.stringify(state));
  if (!state.installed) {
    await scaffold(template, dir, log);
    state.installed = true;
    await save();
  } else {
    log(`the site in ${dir} is installed and up to date`);
  }
  const node = await nodeOf(dir);
  if (!state.ports || !(await portFree(state.ports.emulator)) || !(await portFree(state.ports.site))) {
    const ports = { emulator: await freePort(), site: await freePort() };
    delete state.ports;
    await save();
    await build(template, dir, node, ports, log);
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
    const server = await startServer(template, dir, node, ports.site);
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
