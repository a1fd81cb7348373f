import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { runChecked as run } from '../utils/runChecked.ts';
import { buildLibraries, LIBRARY_WORKSPACES } from '../../../scripts/buildLibraries.ts';
import { freshPackedKit, kitInputsHash, packedKitRoot, savePackedKit, type PackedPackage } from '../../../scripts/packedKit.ts';

/**
 * The CLI package as its `prepack` makes it (binaries built, templates copied in), staged in a folder of its own.
 * Packing `cli/` itself would run that prepack in the checkout, rewriting `cli/dist` and `cli/templates` under any
 * CLI running from them at the time (another scaffold, a doctor run): two scaffolds at once broke each other so.
 */
async function stageCli(repo: string, stage: string): Promise<void> {
  const cli = join(repo, 'cli');
  run(process.execPath, [join(cli, 'scripts', 'build.mjs'), join(stage, 'dist')], cli);
  run(process.execPath, [join(cli, 'scripts', 'copyTemplates.mjs'), join(stage, 'templates')], cli);
  await cp(join(cli, 'bin'), join(stage, 'bin'), { recursive: true });
  const manifest = JSON.parse(await readFile(join(cli, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  // Packed as staged: the pack scripts would run in the stage, where their files are not.
  delete manifest.scripts;
  await writeFile(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The checkout's packages packed, as a site installs them: the kit kept for the current sources when there is one
 * (`npm run test:release` keeps the tarballs it tested, see packedKit.ts), else the sdk and the harness from their
 * dist/ (built first unless current) and the CLI (with the emulator it runs, for `auth-widget dev`) from a staged
 * copy, kept for the next scaffold. Nothing in the checkout is written but the sdk's and harness's build and the
 * kept kit, so scaffolds may run side by side once both are made (`buildLibraries`, then this).
 */
export async function packedKit(repo: string): Promise<PackedPackage[]> {
  const root = packedKitRoot(repo);
  const key = kitInputsHash(repo);
  const kept = freshPackedKit(root, key);
  if (kept) return kept;
  await buildLibraries(repo);
  const stage = await mkdtemp(join(tmpdir(), 'create-auth-widget-pack-'));
  const out = await mkdtemp(join(tmpdir(), 'create-auth-widget-packed-'));
  try {
    await stageCli(repo, stage);
    const pack = (args: string[]) =>
      JSON.parse(run('npm', ['pack', '--json', '--pack-destination', out, ...args], repo)) as { name: string; filename: string }[];
    const packed = [...pack(LIBRARY_WORKSPACES.flatMap((w) => ['-w', w])), ...pack(['--ignore-scripts', stage])];
    return await savePackedKit(root, key, packed.map((p) => ({ name: p.name, tarball: join(out, basename(p.filename)) })));
  } finally {
    await rm(stage, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  }
}

/**
 * Copies the packed kit (`packedKit`) into the site's `vendor/` folder, so the site installs on a machine that only
 * reaches the public registry. Returns the dependency specs by package name.
 */
export async function vendorPackages(repo: string, siteDir: string): Promise<Record<string, string>> {
  const vendor = join(siteDir, 'vendor');
  await mkdir(vendor, { recursive: true });
  const specs: Record<string, string> = {};
  for (const { name, tarball } of await packedKit(repo)) {
    await copyFile(tarball, join(vendor, basename(tarball)));
    specs[name] = `file:./vendor/${basename(tarball)}`;
  }
  return specs;
}
