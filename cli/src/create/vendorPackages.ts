import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { runChecked as run } from '../utils/runChecked.ts';
import { buildLibraries, LIBRARY_WORKSPACES } from './buildLibraries.ts';

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
 * Packs the checkout's packages into the site's `vendor/` folder, so the site installs on a machine that only
 * reaches the public registry: the sdk and the harness from their dist/ (built first unless current), and the CLI
 * (with the emulator it runs, for `auth-widget dev`) from a staged copy. Returns the dependency specs by package
 * name. Nothing in the checkout is written but the sdk's and harness's build, so scaffolds may run side by side once
 * it is made (`buildLibraries`).
 */
export async function vendorPackages(repo: string, siteDir: string): Promise<Record<string, string>> {
  await buildLibraries(repo);
  const vendor = join(siteDir, 'vendor');
  await mkdir(vendor, { recursive: true });
  const stage = await mkdtemp(join(tmpdir(), 'create-auth-widget-pack-'));
  try {
    await stageCli(repo, stage);
    const pack = (args: string[]) =>
      JSON.parse(run('npm', ['pack', '--json', '--pack-destination', vendor, ...args], repo)) as { name: string; filename: string }[];
    const packed = [...pack(LIBRARY_WORKSPACES.flatMap((w) => ['-w', w])), ...pack(['--ignore-scripts', stage])];
    return Object.fromEntries(packed.map((p) => [p.name, `file:./vendor/${basename(p.filename)}`]));
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
