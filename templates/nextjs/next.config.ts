import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { applySiteOverrides, parseSiteSettings, securityHeaders, SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';

/**
 * The settings, read rather than imported: Next.js loads this file as CommonJS, or as native ECMAScript modules
 * where Node.js runs TypeScript itself, and a JSON import is written differently in each. Next.js runs in the
 * site's folder. Restart `npm run dev` after changing the file for the headers to follow it.
 */
const file: unknown = JSON.parse(readFileSync(join(process.cwd(), 'auth-widget.config.json'), 'utf8'));
/** With the site's origin and emulator from the environment when set, as the pages read them (lib/settings.ts). */
const settings = parseSiteSettings(
  applySiteOverrides(file, {
    siteUrl: process.env.NEXT_PUBLIC_AUTH_WIDGET_SITE_URL,
    testApiUrl: process.env.NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL,
    variables: SITE_OVERRIDE_VARIABLES.next,
  }),
);

/**
 * Every response carries the security headers the sdk builds for auth-widget.config.json (updating the sdk updates
 * them). Next.js writes inline scripts into every page it renders (the React Server Components payload), which a
 * header that is the same on every response can only allow with 'unsafe-inline' (Next.js's guide to a CSP without
 * nonces; README.md shows the nonce-based alternative); `next dev` also needs eval, which React uses in development
 * for its debugging, and hot reloading.
 */
export default function nextConfig(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  const headers = securityHeaders(settings, { mode: dev ? 'dev' : 'production', extra: { script: ["'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])] } });
  return {
    // NEXT_DIST_DIR gives a build a folder of its own: the end-to-end tests build into .next/e2e, so the site's own
    // build in .next is never one made to call the tests' emulator.
    distDir: process.env.NEXT_DIST_DIR || '.next',
    // The X-Powered-By header only tells a visitor which server to look up exploits for.
    poweredByHeader: false,
    async headers() {
      return [{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }];
    },
  };
}
