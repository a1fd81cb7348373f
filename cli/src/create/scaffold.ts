import { cp, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { packageRoot } from '../utils/packageRoot.ts';
import { printable } from '../doctor/printable.ts';
import { isSecretKey } from '../doctor/isSecretKey.ts';
import { SECRET_TOKEN_MESSAGE, UsageError, type CreateAnswers } from './options.ts';
import { removeUnusedSpecs } from './e2eSpecs.ts';
import { vendorPackages } from './vendorPackages.ts';
import { siteConfig } from './siteConfig.ts';

/** Files a fresh folder may already hold without counting as a conflict. */
const HARMLESS = new Set(['.git', '.DS_Store', 'Thumbs.db', '.idea', '.vscode']);
/** Never copied from a template folder: build output, installs and test results of a template run in place. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-e2e', '.next', 'vendor', 'package-lock.json', 'test-results', 'playwright-report', 'blob-report']);

const cliRoot = () => packageRoot(import.meta.url, 'create-auth-widget');

/** The templates folder: shipped inside the CLI package when published, beside it in a checkout. */
export function templatesRoot(): string {
  const root = cliRoot();
  for (const candidate of [join(root, 'templates'), join(root, '..', 'templates')]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('The templates folder is missing from this installation of create-auth-widget.');
}

/** The repository root when the CLI runs from a checkout of the kit (its packages are not on a registry yet). */
export function checkoutRoot(): string | null {
  const root = join(cliRoot(), '..');
  const manifest = join(root, 'sdk', 'package.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@auth-widget/sdk' ? root : null;
}

/** Entries of the target folder that a scaffold would collide with. */
export async function conflicts(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((entry) => !HARMLESS.has(entry)).sort();
}

/** A valid npm package name from a folder name. */
function packageName(dir: string): string {
  const name = basename(resolve(dir)).toLowerCase().replace(/[^a-z0-9-~._]+/g, '-').replace(/^[-._]+|[-._]+$/g, '');
  return name || 'auth-widget-site';
}

/** Writes the site: the template's files, the widget settings, and package.json pointing at the kit. */
export async function scaffold(answers: CreateAnswers, options: { overwrite: boolean }): Promise<{ dir: string; vendored: boolean }> {
  // Checked again here, whatever asked for the answers: the token goes into a file every template ships to browsers.
  if (isSecretKey(answers.publicToken)) throw new UsageError(SECRET_TOKEN_MESSAGE);
  const dir = resolve(answers.dir);
  const clashing = await conflicts(dir);
  if (clashing.length > 0 && !options.overwrite) {
    throw new UsageError(
      // Names as escapes where they hold control or bidirectional characters: the terminal shows, never obeys, them.
      `${printable(dir)} is not empty; these would conflict:\n${clashing.map((f) => `  ${printable(f)}`).join('\n')}\nChoose another folder, or pass --overwrite.`,
    );
  }
  const source = join(templatesRoot(), answers.template);
  if (!existsSync(source)) throw new Error(`The template ${answers.template} is missing from ${templatesRoot()}.`);
  await mkdir(dir, { recursive: true });
  await cp(source, dir, {
    recursive: true,
    force: true,
    filter: (src) => !SKIPPED.has(basename(src)),
  });
  if (existsSync(join(dir, '_gitignore'))) await rename(join(dir, '_gitignore'), join(dir, '.gitignore'));

  const settings = siteConfig(answers);
  await writeFile(join(dir, 'auth-widget.config.json'), `${JSON.stringify(settings, null, 2)}\n`);
  // The site's tests sign in with what it offers: the specs of the other methods go.
  await removeUnusedSpecs(dir, settings.config);

  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    name?: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: Record<string, string>;
  };
  manifest.name = packageName(dir);
  const repo = checkoutRoot();
  let vendored = false;
  if (repo) {
    const specs = await vendorPackages(repo, dir);
    for (const [name, spec] of Object.entries(specs)) {
      // Keep each package in the section the template put it in (the CLI is a dev dependency).
      if (manifest.devDependencies?.[name]) manifest.devDependencies[name] = spec;
      else if (manifest.dependencies?.[name]) manifest.dependencies[name] = spec;
    }
    // The kit's packages depend on each other by version; point every such dependency at the packed copies.
    manifest.overrides = { ...manifest.overrides, ...specs };
    vendored = true;
  }
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, vendored };
}
