import type { NextConfig } from 'next';

/** The security headers are proxy.ts's: it builds them per request, with a nonce of its own under the strict policy. */
const nextConfig: NextConfig = {
  // NEXT_DIST_DIR gives a build a folder of its own: the end-to-end tests build into .next/e2e, so the site's own
  // build in .next is never one made to call the tests' emulator.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The X-Powered-By header only tells a visitor which server to look up exploits for.
  poweredByHeader: false,
};

export default nextConfig;
