import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshPackedKit, kitInputsHash, packedKitRoot, savePackedKit, type PackedPackage } from './packedKit.ts';
import { writeFileIn } from './writeFileIn.ts';

let repo: string;
const put = (path: string, text: string) => writeFileIn(repo, path, text);
/** Three tarballs as npm pack names them, in a folder outside the kept kits. */
async function packs(content = 'packed'): Promise<PackedPackage[]> {
  const out = await mkdtemp(join(repo, 'out-'));
  const files = { '@auth-widget/sdk': 'auth-widget-sdk-0.1.0.tgz', '@auth-widget/harness': 'auth-widget-harness-0.1.0.tgz', 'create-auth-widget': 'create-auth-widget-0.1.0.tgz' };
  return Promise.all(
    Object.entries(files).map(async ([name, file]) => {
      await writeFile(join(out, file), `${content} ${name}`);
      return { name, tarball: join(out, file) };
    }),
  );
}

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'packed-kit-'));
  await put('sdk/src/index.ts', 'export const a = 1;\n');
  await put('sdk/README.md', '# sdk\n');
  await put('harness/src/index.ts', 'export const b = 1;\n');
  await put('cli/src/index.ts', 'export const c = 1;\n');
  await put('templates/vanilla-vite/index.html', '<main></main>\n');
  await put('package-lock.json', '{}\n');
});
afterEach(() => rm(repo, { recursive: true, force: true }));

describe('kitInputsHash', () => {
  it('changes with what the tarballs are made of: a package source, a README, a template, the lock', async () => {
    const seen = new Set([kitInputsHash(repo)]);
    for (const [path, text] of [
      ['sdk/src/index.ts', 'export const a = 2;\n'],
      ['sdk/README.md', '# the sdk\n'],
      ['cli/src/create/new.ts', ''],
      ['templates/vanilla-vite/index.html', '<main>!</main>\n'],
      ['package-lock.json', '{"lockfileVersion":3}\n'],
    ] as const) {
      await put(path, text);
      seen.add(kitInputsHash(repo));
    }
    expect(seen.size).toBe(6);
  });

  it("ignores builds, installs, caches, the CLI's copy of the templates and the harness's playground", async () => {
    const before = kitInputsHash(repo);
    for (const path of [
      'sdk/dist/index.js',
      'harness/dist/index.js',
      'cli/dist/bin/create-auth-widget.js',
      'cli/templates/vanilla-vite/index.html',
      'templates/nextjs/.next/build.json',
      'templates/vanilla-vite/node_modules/vite/index.js',
      'harness/playground/e2e/new.spec.ts',
      'node_modules/.cache/auth-widget-packed/key/packages.json',
    ]) {
      await put(path, 'written');
    }
    expect(kitInputsHash(repo)).toBe(before);
  });
});

describe('freshPackedKit and savePackedKit', () => {
  it('finds the kit kept for the same sources, and none for other sources', async () => {
    const root = packedKitRoot(repo, {});
    const key = kitInputsHash(repo);
    expect(freshPackedKit(root, key)).toBeNull();
    const kept = await savePackedKit(root, key, await packs());
    expect(kept.map((p) => p.name)).toEqual(['@auth-widget/sdk', '@auth-widget/harness', 'create-auth-widget']);
    expect(freshPackedKit(root, key)).toEqual(kept);
    for (const p of kept) expect(existsSync(p.tarball)).toBe(true);
    await put('sdk/src/index.ts', 'export const a = 2;\n');
    expect(freshPackedKit(root, kitInputsHash(repo))).toBeNull();
  });

  it('is kept in AUTH_WIDGET_PACKED_DIR when it is set', () => {
    expect(packedKitRoot(repo, { AUTH_WIDGET_PACKED_DIR: '/elsewhere' })).toBe('/elsewhere');
    expect(packedKitRoot(repo, { AUTH_WIDGET_PACKED_DIR: '' })).toBe(join(repo, 'node_modules', '.cache', 'auth-widget-packed'));
  });

  it('takes no kit with a tarball missing or a manifest naming a file outside its folder', async () => {
    const root = join(repo, 'kept');
    const kept = await savePackedKit(root, 'k', await packs());
    await rm(kept[1]!.tarball);
    expect(freshPackedKit(root, 'k')).toBeNull();
    await savePackedKit(root, 'other', await packs());
    await writeFile(
      join(root, 'other', 'packages.json'),
      JSON.stringify([
        { name: '@auth-widget/sdk', file: '../k/auth-widget-sdk-0.1.0.tgz' },
        { name: '@auth-widget/harness', file: 'auth-widget-harness-0.1.0.tgz' },
        { name: 'create-auth-widget', file: 'create-auth-widget-0.1.0.tgz' },
      ]),
    );
    expect(freshPackedKit(root, 'other')).toBeNull();
  });

  it('drops kits of other sources, and two writers of one kit leave one whole kit', async () => {
    const root = join(repo, 'kept');
    await savePackedKit(root, 'old', await packs('old'));
    const [first, second] = await Promise.all([savePackedKit(root, 'new', await packs('a')), savePackedKit(root, 'new', await packs('b'))]);
    expect(first).toEqual(second);
    expect(await readdir(root)).toEqual(['new']);
    expect(freshPackedKit(root, 'new')).toEqual(first);
  });
});
