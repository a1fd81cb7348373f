import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/*
 * The bench's routes in its copy of the Next.js template, beside the template's own `/`:
 * - `/bench-client`: the same page with the widget rendered in the browser only (`next/dynamic`, `ssr: false`);
 * - `/bench-reference`: the same page with the reference provider's `<StytchLogin>` from its Next.js bindings;
 * - `/bench-static.html` (public/, written by `templateSite.ts` after the build): the HTML of `/` without its scripts,
 *   the floor (`withoutScripts`).
 * The template's root layout gives every page our client (`Providers`): for the reference page not to load our code,
 * the template's app/ moves into the route group `(site)` and the reference page gets a root layout of its own, the
 * template's without `Providers` (route groups leave the URLs as they were). The sources are strings, not files of
 * this folder: they compile in the site only, against its packages.
 */

const PAGE_SHAPE = (component: string) => `import { ${component} } from './${component}';

/** Bench only: the page of \`/\` (h1 and widget) with the widget rendered otherwise (harness/playground/bench). */
export default function Bench() {
  return (
    <>
      <h1>Sign in</h1>
      <${component} />
    </>
  );
}
`;

const CLIENT_ONLY = `'use client';

import dynamic from 'next/dynamic';

/** The template's widget, rendered in the browser only: the server sends nothing in its place. */
export const ClientOnlyLogin = dynamic(() => import('../LoginWidget').then((module) => module.LoginWidget), { ssr: false });
`;

const REFERENCE_LOGIN = `'use client';

import { StytchLogin, StytchProvider } from '@stytch/nextjs';
import { createStytchUIClient } from '@stytch/nextjs/ui';
import site from '../../../auth-widget.config.json';
import { referenceEndpoints } from './referenceEndpoints';

type ClientOptions = Parameters<typeof createStytchUIClient>[1];
type LoginConfig = Parameters<typeof StytchLogin>[0]['config'];

// As the package's README makes it: once, where the module loads (on the server, a stand-in that renders nothing).
// Its endpoints option is internal to the SDK, hence the cast; the config is the one our widget reads.
const stytch = createStytchUIClient(site.publicToken, { endpoints: referenceEndpoints(site.endpoints.testApiUrl) } as unknown as ClientOptions);
const config = site.config as unknown as LoginConfig;

/** The reference provider's login UI, as its Next.js bindings render it. */
export function ReferenceLogin() {
  return (
    <StytchProvider stytch={stytch}>
      <StytchLogin config={config} />
    </StytchProvider>
  );
}
`;

const IMPORT = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

/** `spec` of a file in `from`, written for the file's new folder `to`. */
function moved(spec: string, from: string, to: string): string {
  const path = relative(to, resolve(from, spec)).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** The file's relative imports that leave `app/`, rewritten for the file's move from `from` to `to`. */
function rewriteImports(source: string, app: string, from: string, to: string, all = false): string {
  return source.replace(IMPORT, (whole, before: string, quote: string, spec: string) => {
    const inApp = !relative(app, resolve(from, spec)).startsWith('..');
    return all || !inApp ? `${before}${quote}${moved(spec, from, to)}${quote}` : whole;
  });
}

/** Every file under `dir`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the bench's routes into the scaffolded site at `dir`; `referenceEndpoints` is that module's source. */
export async function addBenchRoutes(dir: string, referenceEndpoints: string): Promise<void> {
  const app = join(dir, 'app');
  const site = join(app, '(site)');
  const template = await readdir(app);
  for (const file of await filesUnder(app)) {
    const target = join(site, relative(app, file));
    await mkdir(dirname(target), { recursive: true });
    if (/\.tsx?$/.test(file)) await writeFile(target, rewriteImports(await readFile(file, 'utf8'), app, dirname(file), dirname(target)));
    else await rename(file, target);
  }
  for (const entry of template) await rm(join(app, entry), { recursive: true, force: true });

  // The template's root layout, its imports pointed back at (site), without our client.
  const layout = await readFile(join(site, 'layout.tsx'), 'utf8');
  const referenceLayout = rewriteImports(
    layout.replace(/^import \{ Providers \} from '[^']+';\n/m, '').replace(/<Providers\b[^>]*>\{children\}<\/Providers>/, '{children}'),
    app,
    site,
    join(app, '(reference)'),
    true,
  );
  if (referenceLayout.includes('Providers')) throw new Error("bench: the template's app/layout.tsx changed; update nextjsPages.ts");

  const files: Record<string, string> = {
    '(site)/bench-client/page.tsx': PAGE_SHAPE('ClientOnlyLogin'),
    '(site)/bench-client/ClientOnlyLogin.tsx': CLIENT_ONLY,
    '(reference)/layout.tsx': referenceLayout,
    '(reference)/bench-reference/page.tsx': PAGE_SHAPE('ReferenceLogin'),
    '(reference)/bench-reference/ReferenceLogin.tsx': REFERENCE_LOGIN,
    '(reference)/bench-reference/referenceEndpoints.ts': referenceEndpoints,
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(app, path)), { recursive: true });
    await writeFile(join(app, path), text);
  }
}
