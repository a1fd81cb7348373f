import { defineSiteConfig } from '@auth-widget/harness/fixtures';

/**
 * `npm test`: the sign-in of every product the site offers, end to end in Chromium, against the provider emulator
 * that `@auth-widget/harness/fixtures` starts (tests in e2e/). The site is built and served by its Node server
 * (adapter-node) on a free port, pointed at the emulator's free port (src/lib/settings.ts reads it), so a test run
 * never clashes with `npm run dev` or another run; the same build is served again on another port under the strict
 * policy (e2e/strictPolicy.spec.ts). The ports, browser, retries and reports are the harness's.
 */
export default defineSiteConfig({
  webServer: ({ port, siteUrl, emulatorUrl }) => ({
    // A build of its own (build-e2e/, vite.config.ts), so the site's build/ is never one that calls the tests' emulator.
    command: 'npx vite build && node build-e2e',
    env: {
      VITE_AUTH_WIDGET_SITE_URL: siteUrl,
      VITE_AUTH_WIDGET_TEST_API_URL: emulatorUrl,
      AUTH_WIDGET_BUILD_DIR: 'build-e2e',
      HOST: 'localhost',
      PORT: String(port),
    },
  }),
  // The policy is chosen as the server starts (src/hooks.server.ts), so the one build serves both. It was built for the
  // first server's origin: a magic link or an OAuth sign-in would come back there, so the strict spec signs in on the page.
  strictWebServer: ({ strictPort, siteUrl, emulatorUrl }) => ({
    command: 'node build-e2e',
    env: {
      VITE_AUTH_WIDGET_SITE_URL: siteUrl,
      VITE_AUTH_WIDGET_TEST_API_URL: emulatorUrl,
      AUTH_WIDGET_SECURITY_POLICY: 'strict',
      HOST: 'localhost',
      PORT: String(strictPort),
    },
  }),
});
