import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPackedKit, kitInputsHash, packedKitRoot } from './packedKit.ts';
import { runAsync } from './run.ts';

/**
 * `@auth-widget/sdk` as a site installs it: the tarball kept with the packed kit of the current sources, else those
 * sources built into a folder of their own (not the sdk's dist/, which a scaffold running beside the tests may be
 * packing) and packed with `npm pack`; installed from the tarball with its dependencies into a site folder. Tests of
 * the published build run against it, where each entry is a built file of its own and not the one module graph of
 * the sources.
 */

const repo = fileURLToPath(new URL('..', import.meta.url));
const sdkDir = join(repo, 'sdk');

/** The versions the repository tests with, for packages a site adds beside the sdk (React for the React entries). */
async function repositoryVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

async function checked(what: string, command: string, args: string[], cwd: string): Promise<string> {
  const { code, output } = await runAsync(command, args, cwd);
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${output.trim().split('\n').slice(-15).join('\n')}`);
  return output;
}

/**
 * The sdk's tarball in `siteDir`: the one kept with the packed kit of the current sources (the release test keeps the
 * tarballs it tested, a scaffold from this checkout the ones it packed), else the current sources built into a stage
 * and packed there. Returns its file name.
 */
async function packSdk(siteDir: string): Promise<string> {
  const kept = freshPackedKit(packedKitRoot(repo), kitInputsHash(repo))?.find((p) => p.name === '@auth-widget/sdk');
  if (kept) {
    await copyFile(kept.tarball, join(siteDir, basename(kept.tarball)));
    return basename(kept.tarball);
  }
  const stage = await mkdtemp(join(tmpdir(), 'auth-widget-sdk-pack-'));
  try {
    await checked('building the sdk', process.execPath, ['--import', 'tsx', join(sdkDir, 'scripts', 'build.ts'), join(stage, 'dist'), '--no-declarations'], sdkDir);
    await copyFile(join(sdkDir, 'package.json'), join(stage, 'package.json'));
    const packed = JSON.parse(await checked('packing the sdk', 'npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', siteDir, stage], siteDir)) as {
      filename: string;
    }[];
    const tarball = packed[0]?.filename;
    if (!tarball) throw new Error('npm pack did not pack the sdk');
    return tarball;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * Packs (`packSdk`) and installs the sdk into `siteDir` (a folder with nothing in it yet), with `with` (package
 * names) installed beside it at the repository's versions. Resolves when `siteDir/node_modules/@auth-widget/sdk` is there.
 */
export async function installPackedSdk(siteDir: string, { with: extra = [] }: { with?: string[] } = {}): Promise<void> {
  const tarball = await packSdk(siteDir);
  const dependencies: Record<string, string> = { '@auth-widget/sdk': `file:./${tarball}` };
  for (const name of extra) dependencies[name] = await repositoryVersion(name);
  await writeFile(join(siteDir, 'package.json'), `${JSON.stringify({ name: 'packed-sdk-site', private: true, type: 'module', dependencies }, null, 2)}\n`);
  // The repository's install has put these versions in npm's cache: most of the install is read from there.
  await checked('installing the packed sdk', 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], siteDir);
}
