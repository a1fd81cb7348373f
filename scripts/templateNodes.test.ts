import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareVersions } from './ensureNode.ts';
import { TEMPLATES } from './scaffoldedSite.ts';
import { frameworkOf, oldestIn, oldestNodeOfSite, templateNodes } from './templateNodes.ts';

const templates = fileURLToPath(new URL('../templates', import.meta.url));

describe('the Node a scaffolded site runs its tests on', () => {
  it('reads AUTH_WIDGET_TEMPLATE_NODES: majors and "oldest", none when unset', () => {
    expect(templateNodes(undefined)).toEqual([]);
    expect(templateNodes('oldest, 24')).toEqual(['oldest', 24]);
    expect(() => templateNodes('24,lts')).toThrow('"lts" is neither a Node major nor "oldest"');
  });

  it("finds each template's framework among its dependencies", () => {
    const frameworks = TEMPLATES.map((t) => frameworkOf(JSON.parse(readFileSync(join(templates, t, 'package.json'), 'utf8'))));
    expect(Object.fromEntries(TEMPLATES.map((t, i) => [t, frameworks[i]]))).toEqual({ 'vanilla-vite': 'vite', 'react-vite': 'vite', 'vue-vite': 'vite', nextjs: 'next' });
    expect(() => frameworkOf({ dependencies: { react: '^19.0.0' } })).toThrow('no framework of next, vite');
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
});
