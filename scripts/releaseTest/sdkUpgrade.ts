import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from '../run.ts';

/**
 * A site keeps the files it was scaffolded with, so what every site needs lives in the packages: this proves it for
 * the security headers. A newer sdk whose widget loads a script from one more host is published, the site updates
 * `@auth-widget/sdk` with npm and nothing else, and the policy its vite.config.ts sends now holds that host. The
 * newer sdk is the tarball just published with that load added to its built `widgetLoads` and its patch version
 * bumped, as a release that starts loading a new script would be.
 */

/** The host the newer widget loads a script from. */
export const NEW_SCRIPT_HOST = 'https://widget-assets.example';

/** Site files that only npm or a build writes: the rest must come out of the update as they went in. */
const WRITTEN_BY_TOOLS = new Set(['node_modules', 'package-lock.json', 'dist', 'dist-e2e', '.next', 'test-results']);

function must(what: string, result: { code: number | null; output: string }): string {
  if (result.code !== 0) throw new Error(`${what} failed (exit ${result.code}):\n${result.output}`);
  return result.output;
}

/**
 * The Content-Security-Policy `vite preview` sends, from the site's config as Vite resolves it for a preview (its
 * plugins applied: the sdk's `authWidget()` sets the headers), under Node in its folder.
 */
export function previewPolicy(site: string, env: NodeJS.ProcessEnv): string {
  const script =
    "const { resolveConfig } = await import('vite'); " +
    "const config = await resolveConfig({ logLevel: 'silent' }, 'serve', 'production', 'production', true); " +
    "process.stdout.write('\\nCSP ' + config.preview.headers['Content-Security-Policy'] + '\\n');";
  const output = must('loading vite.config.ts', run(process.execPath, ['--input-type=module', '-e', script], site, env));
  const line = output.split('\n').find((l) => l.startsWith('CSP '));
  if (!line) throw new Error(`vite.config.ts gave no policy:\n${output}`);
  return line.slice(4);
}

/** The site's own files by path (not what npm or a build writes), to show that the update edited none. */
async function siteFiles(dir: string, base = dir): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (dir === base && WRITTEN_BY_TOOLS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [name, text] of await siteFiles(path, base)) files.set(name, text);
    else files.set(path.slice(base.length + 1), await readFile(path, 'utf8'));
  }
  return files;
}

/** The sdk tarball repacked into `work` as its next patch version, whose widget loads a script from NEW_SCRIPT_HOST. */
export async function newerSdk(tarball: string, work: string): Promise<{ tarball: string; version: string }> {
  const unpacked = join(work, 'sdk-next');
  await mkdir(unpacked, { recursive: true });
  must('tar', run('tar', ['-xzf', tarball, '-C', unpacked], work));
  const pkg = join(unpacked, 'package');
  const manifest = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8')) as { version: string };
  const [major, minor, patch] = manifest.version.split('.').map(Number);
  manifest.version = `${major}.${minor}.${(patch ?? 0) + 1}`;
  await writeFile(join(pkg, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  // The built widgetLoads starts its list with the API's load; the newer widget's has a script from another host.
  const load = `{ why: "api", what: "the widget's assets", kind: "script", url: "${NEW_SCRIPT_HOST}/widget.js", source: "${NEW_SCRIPT_HOST}" }, `;
  const patched: string[] = [];
  for (const file of await readdir(join(pkg, 'dist'), { recursive: true })) {
    const path = join(pkg, 'dist', String(file));
    if (!path.endsWith('.js')) continue;
    const text = await readFile(path, 'utf8');
    if (!text.includes('const loads = [')) continue;
    await writeFile(path, text.replace('const loads = [', `const loads = [${load}`));
    patched.push(String(file));
  }
  if (patched.length !== 1) throw new Error(`expected one built widgetLoads in the sdk's dist/, found ${patched.length}: ${patched.join(', ')}`);
  must('npm pack', run('npm', ['pack', '--pack-destination', work], pkg));
  return { tarball: join(work, `auth-widget-sdk-${manifest.version}.tgz`), version: manifest.version };
}

/**
 * Publishes the newer sdk (`publish` puts a tarball on the test's registry), runs `npm update @auth-widget/sdk` in
 * the site, and checks that the policy gained the new host and nothing else, that the site now has that version,
 * and that no file of the site's own changed. Returns the two versions.
 */
export async function checkSdkUpgrade(o: {
  site: string;
  sdkTarball: string;
  work: string;
  env: NodeJS.ProcessEnv;
  publish: (tarball: string) => void;
}): Promise<{ from: string; to: string }> {
  const installed = async () => (JSON.parse(await readFile(join(o.site, 'node_modules', '@auth-widget', 'sdk', 'package.json'), 'utf8')) as { version: string }).version;
  const from = await installed();
  const before = previewPolicy(o.site, o.env);
  if (before.includes(NEW_SCRIPT_HOST)) throw new Error(`the site's policy already names ${NEW_SCRIPT_HOST}: ${before}`);
  const files = await siteFiles(o.site);

  const next = await newerSdk(o.sdkTarball, o.work);
  o.publish(next.tarball);
  must('npm update @auth-widget/sdk', run('npm', ['update', '@auth-widget/sdk'], o.site, o.env));
  const to = await installed();
  if (to !== next.version) throw new Error(`npm update left @auth-widget/sdk at ${to}, not ${next.version}`);

  const after = previewPolicy(o.site, o.env);
  if (!after.includes(`script-src 'self' ${NEW_SCRIPT_HOST};`) || after.replace(` ${NEW_SCRIPT_HOST}`, '') !== before) {
    throw new Error(`after the update the policy should add ${NEW_SCRIPT_HOST} to script-src and change nothing else:\nbefore: ${before}\nafter:  ${after}`);
  }
  const now = await siteFiles(o.site);
  const edited = [...new Set([...files.keys(), ...now.keys()])].filter((name) => files.get(name) !== now.get(name));
  if (edited.length > 0) throw new Error(`the update edited files of the site: ${edited.join(', ')}`);
  return { from, to };
}
