import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The published workspaces by package name. */
const PUBLISHED: Record<string, string> = { '@auth-widget/sdk': 'sdk', '@auth-widget/harness': 'harness', 'create-auth-widget': 'cli' };

/** What every published package carries besides its code. */
const PAGES = ['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json'];

/**
 * The pack lifecycle scripts the dry run skips (`--ignore-scripts`), as this test knows them: the CLI's prepack builds
 * `dist/` and copies the templates into `templates/`, and its postpack removes that copy. Neither writes or removes
 * a README, LICENSE or CHANGELOG, so the dry run lists the same pages as the real tarball; a script not listed here
 * may, and fails the test until it is looked at.
 */
const SKIPPED_SCRIPTS: Record<string, Record<string, string>> = {
  sdk: {},
  harness: {},
  cli: { prepack: 'node scripts/build.mjs && node scripts/copyTemplates.mjs', postpack: 'node scripts/copyTemplates.mjs remove' },
};
const PACK_LIFECYCLE = ['prepare', 'prepack', 'postpack', 'prepublishOnly', 'prepublish', 'publish', 'postpublish'];

interface Packed {
  name: string;
  files: { path: string }[];
}

describe('the published packages, as npm pack lists them', () => {
  let packed: Packed[] = [];
  beforeAll(async () => {
    const workspaces = Object.keys(PUBLISHED).flatMap((name) => ['-w', name]);
    // stdout alone: npm's notices and warnings go to stderr, the JSON list to stdout.
    const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', ...workspaces], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    packed = JSON.parse(stdout) as Packed[];
  }, 60_000);

  it('packs each published workspace', () => {
    expect(packed.map((p) => p.name).sort()).toEqual(Object.keys(PUBLISHED).sort());
  });

  it.each(Object.entries(PUBLISHED))('%s carries its README, LICENSE, CHANGELOG and package.json', (name) => {
    const files = packed.find((p) => p.name === name)?.files.map((f) => f.path) ?? [];
    expect(PAGES.filter((page) => !files.includes(page))).toEqual([]);
  });

  it.each(Object.entries(PUBLISHED))('%s: the scripts the dry run skips write none of those pages', async (_name, dir) => {
    const manifest = JSON.parse(await readFile(join(root, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
    const lifecycle = Object.fromEntries(Object.entries(manifest.scripts ?? {}).filter(([script]) => PACK_LIFECYCLE.includes(script)));
    expect(lifecycle).toEqual(SKIPPED_SCRIPTS[dir]);
  });

  it.each(Object.entries(PUBLISHED))("%s's LICENSE is the repository's", async (_name, dir) => {
    const license = await readFile(join(root, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the auth-widget authors\n/);
    expect(await readFile(join(root, dir, 'LICENSE'), 'utf8')).toBe(license);
  });
});
