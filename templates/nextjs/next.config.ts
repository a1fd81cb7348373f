import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { securityHeaders } from './lib/securityHeaders.ts';
import { applySiteOverrides } from './lib/siteOverrides.ts';

/**
 * The settings, read rather than imported: Next.js loads this file as CommonJS, or as native ECMAScript modules
 * where Node.js runs TypeScript itself, and a JSON import is written differently in each. Next.js runs in the
 * site's folder. Restart `npm run dev` after changing the file for the headers to follow it.
 */
const file: unknown = JSON.parse(readFileSync(join(process.cwd(), 'auth-widget.config.json'), 'utf8'));
/** With the site's origin and emulator from the environment when set, as the pages read them (lib/siteOverrides.ts). */
const settings = applySiteOverrides(file, {
  siteUrl: process.env.NEXT_PUBLIC_AUTH_WIDGET_SITE_URL,
  testApiUrl: process.env.NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL,
});

/**
 * Every response carries the security headers built from auth-widget.config.json (lib/securityHeaders.ts); `next
 * dev` gets the development policy, which also allows hot reloading.
 */
export default function nextConfig(phase: string): NextConfig {
  const headers = securityHeaders(settings, phase === PHASE_DEVELOPMENT_SERVER ? 'dev' : 'production');
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
