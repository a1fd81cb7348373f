import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_FRAMEWORKS, sourcesOf, type SiteTemplate } from './siteFrameworks.ts';
import { sourcesKey } from './templateSite.ts';

const TEMPLATES = Object.keys(SITE_FRAMEWORKS) as SiteTemplate[];

describe('sourcesKey', () => {
  let root: string;
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  };
  const keys = async () => Object.fromEntries(await Promise.all(TEMPLATES.map(async (t) => [t, await sourcesKey(t, root)] as const)));

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bench-key-'));
    for (const template of TEMPLATES) for (const source of sourcesOf(template)) await write(/\.\w+$/.test(source) ? source : `${source}/index.ts`, source);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('makes a site again when a file it is made of changes, and only that site', async () => {
    const before = await keys();
    expect(new Set(Object.values(before)).size).toBe(TEMPLATES.length);
    await write('templates/astro/src/pages/index.astro', 'changed');
    expect(await keys()).toEqual({ ...before, astro: expect.not.stringMatching(before.astro!) });
    const astroChanged = await keys();
    await write('harness/playground/bench/nextjsPages.ts', 'changed');
    expect(await keys()).toEqual({ ...astroChanged, nextjs: expect.not.stringMatching(astroChanged.nextjs!) });
  });

  it('makes every site again when the kit or the floor changes', async () => {
    const before = await keys();
    await write('harness/playground/bench/withoutScripts.ts', 'changed');
    const after = await keys();
    for (const template of TEMPLATES) expect(after[template]).not.toBe(before[template]);
  });

  it('leaves out build output, installs and tests', async () => {
    const before = await keys();
    await write('templates/sveltekit/node_modules/x/index.js', 'x');
    await write('templates/sveltekit/src/lib/client.test.ts', 'x');
    await write('sdk/src/dist/index.js', 'x');
    expect(await keys()).toEqual(before);
  });
});
