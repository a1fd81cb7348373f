import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { securityHeaders } from './lib/securityHeaders.ts';

/**
 * The settings, read rather than imported: Next.js loads this file as CommonJS, or as native ECMAScript modules
 * where Node.js runs TypeScript itself, and a JSON import is written differently in each. Next.js runs in the
 * site's folder. Restart `npm run dev` after changing the file for the headers to follow it.
 */
const settings: unknown = JSON.parse(readFileSync(join(process.cwd(), 'auth-widget.config.json'), 'utf8'));

/**
 * Every response carries the security headers built from auth-widget.config.json (lib/securityHeaders.ts); `next
 * dev` gets the development policy, which also allows hot reloading.
 */
export default function nextConfig(phase: string): NextConfig {
  const headers = securityHeaders(settings, phase === PHASE_DEVELOPMENT_SERVER ? 'dev' : 'production');
  return {
    // The X-Powered-By header only tells a visitor which server to look up exploits for.
    poweredByHeader: false,
    async headers() {
      return [{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }];
    },
  };
}
