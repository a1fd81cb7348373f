import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildLibraries } from '../buildLibraries.ts';
import { KIT_PACKAGES, type PackedPackage } from '../packedKit.ts';
import type { Tools } from './tools.ts';

/** The published packages, in publishing order (each depends only on the ones before it). */
export const PACKAGES = KIT_PACKAGES;

export type Packed = PackedPackage;

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * Builds the packages (unless their build is of the current sources, which the build records) and packs each once
 * into `dir`: the tarballs are what the lints read and what is published, so the test judges the bytes a user
 * downloads. Packing the CLI runs its prepack (build, templates copied in).
 */
export async function buildAndPack(repo: string, dir: string): Promise<{ build: 'built' | 'current'; packed: Packed[] }> {
  const build = await buildLibraries(repo);
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', dir, ...PACKAGES.flatMap((p) => ['-w', p])], repo)) as {
    name: string;
    filename: string;
    files: { path: string }[];
  }[];
  const cli = packed.find((p) => p.name === 'create-auth-widget');
  // The published scaffolder finds its templates inside its own package.
  for (const template of ['vanilla-vite', 'react-vite', 'vue-vite', 'sveltekit', 'astro', 'nextjs']) {
    if (!cli?.files.some((f) => f.path === `templates/${template}/package.json`)) {
      throw new Error(`the packed create-auth-widget has no templates/${template}: is cli/scripts/copyTemplates.mjs its prepack?`);
    }
  }
  // The standalone builds bundle other packages: their licences travel with them.
  const sdk = packed.find((p) => p.name === '@auth-widget/sdk');
  for (const path of ['dist/THIRD_PARTY_LICENSES.txt', 'dist/standalone/THIRD_PARTY_LICENSES.txt']) {
    if (!sdk?.files.some((f) => f.path === path)) throw new Error(`the packed @auth-widget/sdk has no ${path}: see sdk/scripts/build.ts`);
  }
  return {
    build,
    packed: PACKAGES.map((name) => {
      const entry = packed.find((p) => p.name === name);
      if (!entry) throw new Error(`npm pack did not pack ${name}`);
      return { name, tarball: join(dir, entry.filename) };
    }),
  };
}

export interface LintResult {
  name: string;
  publint: string;
  attw: string;
}

/** The last line of a report, for the summary. */
const tail = (text: string) => text.trim().split('\n').filter(Boolean).slice(-1).join(' ');

/**
 * publint and arethetypeswrong on each tarball (attw reads a tarball as `attw --pack` would after packing); either
 * one's error fails the run. The packages are ESM only, by design: attw's `esm-only` profile leaves out CommonJS
 * `require` and the node10 resolution, which such packages cannot serve.
 */
export function lintPackages(tools: Tools, packed: Packed[], cwd: string): LintResult[] {
  return packed.map(({ name, tarball }) => {
    const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
    const publint = spawnSync(tools.publint, ['run', tarball], { cwd, env, encoding: 'utf8' });
    const attw = spawnSync(tools.attw, [tarball, '--profile', 'esm-only', '--format', 'ascii'], { cwd, env, encoding: 'utf8' });
    const problems = [
      publint.status !== 0 ? `publint ${name}:\n${publint.stdout}${publint.stderr}` : '',
      attw.status !== 0 ? `attw ${name}:\n${attw.stdout}${attw.stderr}` : '',
    ].filter(Boolean);
    if (problems.length) throw new Error(problems.join('\n'));
    return { name, publint: tail(publint.stdout), attw: 'no problems (esm-only profile)' };
  });
}

/** Publishes the tarballs to the local registry, from a folder outside the repository (no workspace config). */
export function publish(packed: Packed[], registry: string, authFlag: string, cwd: string): void {
  for (const { tarball } of packed) {
    run('npm', ['publish', tarball, '--registry', registry, authFlag, '--access', 'public', '--tag', 'latest'], cwd);
  }
}
