import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteEntry } from './bundle.ts';
import type { SitePage } from './siteServer.ts';

/** The demo's pages: route and the base name of its `pages/<name>.html` and `pages/<name>.ts`. */
const DEMO_ROUTES: [route: string, name: string][] = [
  ['/', 'login'],
  ['/authenticate', 'authenticate'],
  ['/reset-password', 'reset-password'],
  ['/passkeys', 'passkeys'],
  ['/account', 'account'],
];

/**
 * The root of `@auth-widget/harness`, found from this module's location: it runs from `demo/server/` in the
 * workspace and from `dist/` in a built package, and the demo's page files sit at the package root in both.
 */
export function harnessRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@auth-widget/harness') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @auth-widget/harness package root');
    dir = parent;
  }
}

/** The demo site's pages and their browser entries. */
export function demoSite(): { pages: SitePage[]; entries: SiteEntry[] } {
  const pagesDir = join(harnessRoot(), 'demo', 'pages');
  return {
    pages: DEMO_ROUTES.map(([route, name]) => ({ route, html: join(pagesDir, `${name}.html`), entry: name })),
    entries: DEMO_ROUTES.map(([, name]) => ({ name, file: join(pagesDir, `${name}.ts`) })),
  };
}
