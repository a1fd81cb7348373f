import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareVersions, majorOf } from './ensureNode.ts';
import { TEMPLATES } from './scaffoldedSite.ts';
import { frameworkOf, oldestIn, oldestNodeOfSite, siteNode, templateNodes } from './templateNodes.ts';

const templates = fileURLToPath(new URL('../templates', import.meta.url));

describe('the Node a scaffolded site runs its tests on', () => {
  it('reads AUTH_WIDGET_TEMPLATE_NODES: majors and "oldest", none when unset', () => {
    expect(templateNodes(undefined)).toEqual([]);
    expect(templateNodes('oldest, 24')).toEqual(['oldest', 24]);
    expect(() => templateNodes('24,lts')).toThrow('"lts" is neither a Node major nor "oldest"');
  });

  it("finds each template's framework among its dependencies", () => {
    const frameworks = TEMPLATES.map((t) => frameworkOf(JSON.parse(readFileSync(join(templates, t, 'package.json'), 'utf8'))));
    expect(Object.fromEntries(TEMPLATES.map((t, i) => [t, frameworks[i]]))).toEqual({
      'vanilla-vite': 'vite',
      'react-vite': 'vite',
      'vue-vite': 'vite',
      sveltekit: '@sveltejs/kit',
      astro: 'astro',
      nextjs: 'next',
    });
    expect(() => frameworkOf({ dependencies: { react: '^19.0.0' } })).toThrow('no framework of next, @sveltejs/kit, astro, vite');
  });

  it("takes the lowest bound of an engines range's alternatives", () => {
    expect(oldestIn('^20.19.0 || >=22.12.0')).toBe('20.19.0');
    expect(oldestIn('>=20.9.0')).toBe('20.9.0');
    expect(oldestIn('^24.11 || ^22.19')).toBe('22.19.0');
    expect(oldestIn('>= 22.12')).toBe('22.12.0');
    expect(oldestIn('20.x')).toBe('20.0.0');
    expect(() => oldestIn('<24')).toThrow('no lower bound in "<24"');
    expect(compareVersions('v20.20.2', '20.19.0')).toBeGreaterThan(0);
    expect(compareVersions('20.9.0', '20.19.0')).toBeLessThan(0);
  });

  it("reads the engines of the framework installed in the site's node_modules", async () => {
    const site = mkdtempSync(join(tmpdir(), 'aw-site-'));
    writeFileSync(join(site, 'package.json'), JSON.stringify({ dependencies: { next: '^16.0.0', react: '^19.0.0' } }));
    mkdirSync(join(site, 'node_modules', 'next'), { recursive: true });
    writeFileSync(join(site, 'node_modules', 'next', 'package.json'), JSON.stringify({ name: 'next', engines: { node: '>=20.9.0' } }));
    expect(await oldestNodeOfSite(site)).toEqual({ framework: 'next', range: '>=20.9.0', oldest: '20.9.0' });
  });

  it("runs a site on the running Node when its framework accepts it, else on the oldest line it accepts", async () => {
    const site = mkdtempSync(join(tmpdir(), 'aw-site-'));
    // SvelteKit runs on Vite, whose engines accept more than SvelteKit's own.
    writeFileSync(join(site, 'package.json'), JSON.stringify({ devDependencies: { '@sveltejs/kit': '^3.0.0', vite: '^8.0.0' } }));
    mkdirSync(join(site, 'node_modules', '@sveltejs', 'kit'), { recursive: true });
    const running = { version: process.version.slice(1), bin: dirname(process.execPath), source: 'path' as const };
    const engines = (node: string) => writeFileSync(join(site, 'node_modules', '@sveltejs', 'kit', 'package.json'), JSON.stringify({ engines: { node } }));
    engines(`>=${majorOf(process.version)}.0.0`);
    expect(await siteNode(site, running)).toEqual({ ...running, framework: '@sveltejs/kit', range: `>=${majorOf(process.version)}.0.0` });
    // A floor above the running Node: a Node of the line of that floor (the running one's major is never it).
    engines(`>=${majorOf(process.version) + 2}.0.0`);
    const cache = mkdtempSync(join(tmpdir(), 'aw-node-cache-'));
    const fake = join(cache, `${majorOf(process.version) + 2}.1.0`, 'bin');
    mkdirSync(fake, { recursive: true });
    writeFileSync(join(fake, 'node'), `#!/bin/sh\necho v${majorOf(process.version) + 2}.1.0\n`, { mode: 0o755 });
    expect(await siteNode(site, running, { cacheDir: cache, env: { PATH: '' } })).toMatchObject({ version: `${majorOf(process.version) + 2}.1.0`, bin: fake, source: 'cache' });
  });
});
