import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSite, type SiteBundle } from '../demo/server/bundle.ts';
import { startSite, type Site } from '../demo/server/siteServer.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Routes that serve the conformance page; redirect URLs of the flows point at them. */
export const CONFORMANCE_ROUTES = ['/', '/authenticate', '/reset-password', '/passkeys'] as const;

let bundlePromise: Promise<SiteBundle> | null = null;

/** The page's bundle (reference SDK + our client), built once per process. */
function conformanceBundle(): Promise<SiteBundle> {
  bundlePromise ??= bundleSite([{ name: 'reference', file: join(here, 'referencePage.ts') }]);
  return bundlePromise;
}

/**
 * Serves the conformance page on 127.0.0.1, opened as `http://localhost:<port>` (WebAuthn needs a domain). Every
 * route of CONFORMANCE_ROUTES serves the same page with `window.Reference`, `window.Ours` and the emulator's URL.
 */
export async function startReferenceSite(options: { emulatorUrl: string; publicToken: string }): Promise<Site> {
  const html = join(here, 'referencePage.html');
  return startSite({
    pages: CONFORMANCE_ROUTES.map((route) => ({ route, html, entry: 'reference' })),
    bundle: await conformanceBundle(),
    env: { emulatorUrl: options.emulatorUrl, publicToken: options.publicToken },
  });
}
