import { defineSiteConfig } from '@auth-widget/harness/fixtures';

/**
 * `npm test`: the sign-in of every product the site offers, end to end in Chromium, against the provider emulator
 * that `@auth-widget/harness/fixtures` starts (tests in e2e/). The site is built and served by `next start` on a
 * free port, pointed at the emulator's free port (lib/settings.ts reads it), so a test run never clashes with
 * `npm run dev` or another run; the same build is served again on another port under the strict policy
 * (e2e/strictPolicy.spec.ts). The ports, browser, retries and reports are the harness's (`defineSiteConfig`).
 */
export default defineSiteConfig({
  webServer: ({ port, siteUrl, emulatorUrl }) => ({
    // A build of its own (.next/e2e, next.config.ts), so the site's .next is never one that calls the tests' emulator.
    command: `npx next build && npx next start --hostname localhost --port ${port}`,
    env: {
      NEXT_PUBLIC_AUTH_WIDGET_SITE_URL: siteUrl,
      NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL: emulatorUrl,
      NEXT_DIST_DIR: '.next/e2e',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    timeout: 300_000,
  }),
  // The policy is chosen as the server starts (proxy.ts), so the one build serves both. It was built for the first
  // server's origin: a magic link or an OAuth sign-in would come back there, so the strict spec signs in on the page.
  strictWebServer: ({ strictPort, siteUrl, emulatorUrl }) => ({
    command: `npx next start --hostname localhost --port ${strictPort}`,
    env: {
      NEXT_PUBLIC_AUTH_WIDGET_SITE_URL: siteUrl,
      NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL: emulatorUrl,
      NEXT_DIST_DIR: '.next/e2e',
      NEXT_TELEMETRY_DISABLED: '1',
      AUTH_WIDGET_SECURITY_POLICY: 'strict',
    },
  }),
});
