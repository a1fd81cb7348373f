import { defineSiteConfig } from '@auth-widget/harness/fixtures';

/**
 * `npm test`: the sign-in of every product the site offers, end to end in Chromium, against the provider emulator
 * that `@auth-widget/harness/fixtures` starts (tests in e2e/). The site is built and served by Astro's Node server on
 * a free port, pointed at the emulator's free port (src/settings.ts reads it), so a test run never clashes with
 * `npm run dev` or another run; a second build is served on another port under the strict policy
 * (e2e/strictPolicy.spec.ts). The ports, browser, retries and reports are the harness's (`defineSiteConfig`).
 */
export default defineSiteConfig({
  webServer: ({ port, siteUrl, emulatorUrl }) => ({
    // A build of its own (dist-e2e/site/, astro.config.ts; the strict one's beside it), so the site's dist/ is never one that calls the tests' emulator.
    command: 'npx astro build && node dist-e2e/site/server/entry.mjs',
    env: { VITE_AUTH_WIDGET_SITE_URL: siteUrl, VITE_AUTH_WIDGET_TEST_API_URL: emulatorUrl, AUTH_WIDGET_OUT_DIR: 'dist-e2e/site', HOST: 'localhost', PORT: String(port) },
    timeout: 300_000,
  }),
  // Built for its own origin, so that magic links and OAuth come back to it.
  strictWebServer: ({ strictPort, strictSiteUrl, emulatorUrl }) => ({
    command: 'npx astro build && node dist-e2e/strict/server/entry.mjs',
    env: {
      VITE_AUTH_WIDGET_SITE_URL: strictSiteUrl,
      VITE_AUTH_WIDGET_TEST_API_URL: emulatorUrl,
      AUTH_WIDGET_SECURITY_POLICY: 'strict',
      AUTH_WIDGET_OUT_DIR: 'dist-e2e/strict',
      HOST: 'localhost',
      PORT: String(strictPort),
    },
    timeout: 300_000,
  }),
});
