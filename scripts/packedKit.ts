import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { inputsHash } from './buildLibraries.ts';

/**
 * The folder where the kit's packed tarballs are kept for reuse, one subfolder per hash of the sources they were
 * packed from; default `node_modules/.cache/auth-widget-packed` in the checkout.
 */
export const PACKED_KIT_ENV = 'AUTH_WIDGET_PACKED_DIR';

/** The kit's packages, in publishing order (each depends only on the ones before it). */
export const KIT_PACKAGES = ['@auth-widget/sdk', '@auth-widget/harness', 'create-auth-widget'] as const;

/** One packed package: its name and the path of its tarball. */
export interface PackedPackage {
  name: string;
  tarball: string;
}

/**
 * What the three tarballs are made of: the packages' folders (sources, build scripts, READMEs, manifests), the
 * templates the CLI ships, the shared scripts the builds import, and the root config and lock.
 */
const KIT_INPUTS = ['sdk', 'harness', 'cli', 'templates', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json'];
/**
 * Folders that are not: build output, installs, caches and test results, the harness's private playground and the
 * copy of the templates the CLI's prepack writes into cli/.
 */
const NOT_INPUTS = new Set([
  'node_modules',
  'dist',
  'dist-e2e',
  'build-e2e',
  '.next',
  '.svelte-kit',
  '.astro',
  '.cache',
  'coverage',
  'test-results',
  'playwright-report',
  'blob-report',
  'playground',
  'templates',
]);

/** The manifest of a kept kit, beside its tarballs. */
const MANIFEST = 'packages.json';
/** The prefix of a kit being written, renamed to its key once complete. */
const SAVING = '.saving-';

/** The hash of the kit's sources: a kept kit is reused only while it equals the hash it was packed under. */
export function kitInputsHash(repo: string): string {
  return inputsHash(repo, KIT_INPUTS, NOT_INPUTS);
}

/** The folder of kept kits: `AUTH_WIDGET_PACKED_DIR`, else the checkout's cache. */
export function packedKitRoot(repo: string, env: NodeJS.ProcessEnv = process.env): string {
  return env[PACKED_KIT_ENV] || join(repo, 'node_modules', '.cache', 'auth-widget-packed');
}

/**
 * The tarballs kept for these sources (`key`, the hash of the kit's sources), or null when there are none: none
 * kept, kept for other sources, or a manifest that does not name each package once with its tarball present.
 */
export function freshPackedKit(root: string, key: string): PackedPackage[] | null {
  const dir = join(root, key);
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(listed) || listed.length !== KIT_PACKAGES.length) return null;
  const packed = KIT_PACKAGES.map((name): PackedPackage | null => {
    const entry = (listed as { name?: unknown; file?: unknown }[]).find((p) => p.name === name);
    return typeof entry?.file === 'string' && basename(entry.file) === entry.file ? { name, tarball: join(dir, entry.file) } : null;
  });
  return packed.every((p): p is PackedPackage => p !== null && existsSync(p.tarball)) ? packed : null;
}

/**
 * Keeps copies of `packed` (the kit packed from sources whose hash is `key`) for later runs, and drops kits kept for
 * other sources. Written into a folder of its own and renamed into place, so a reader never sees half a kit and two
 * writers at once leave one. Returns the kept tarballs.
 */
export async function savePackedKit(root: string, key: string, packed: PackedPackage[]): Promise<PackedPackage[]> {
  await mkdir(root, { recursive: true });
  const saving = await mkdtemp(join(root, SAVING));
  try {
    for (const { tarball } of packed) await copyFile(tarball, join(saving, basename(tarball)));
    const manifest = packed.map(({ name, tarball }) => ({ name, file: basename(tarball) }));
    await writeFile(join(saving, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(saving, join(root, key)).catch((error: NodeJS.ErrnoException) => {
      // Another writer kept the same sources' kit first: theirs is as good.
      if (error.code !== 'EEXIST' && error.code !== 'ENOTEMPTY') throw error;
    });
  } finally {
    await rm(saving, { recursive: true, force: true });
  }
  for (const entry of await readdir(root)) {
    if (entry !== key && !entry.startsWith(SAVING)) await rm(join(root, entry), { recursive: true, force: true });
  }
  const kept = freshPackedKit(root, key);
  if (!kept) throw new Error(`the packed kit kept in ${join(root, key)} is incomplete`);
  return kept;
}
