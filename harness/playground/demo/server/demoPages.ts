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

/** The demo site's pages and their browser entries. */
export function demoSite(): { pages: SitePage[]; entries: SiteEntry[] } {
  // The pages are sources beside this server: the playground is never built or published.
  const pagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'pages');
  return {
    pages: DEMO_ROUTES.map(([route, name]) => ({ route, html: join(pagesDir, `${name}.html`), entry: name })),
    entries: DEMO_ROUTES.map(([, name]) => ({ name, file: join(pagesDir, `${name}.ts`) })),
  };
}
