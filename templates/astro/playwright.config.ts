import { defineSiteConfig } from '@auth-widget/harness/fixtures';

/**
 * `npm test`: the sign-in of every product the site offers, end to end in Chromium, against the provider emulator
 * that `@auth-widget/harness/fixtures` starts (tests in e2e/). The site is built and served by Astro's Node server on
 * a free port, pointed at the emulator's free port (src/settings.ts reads it), so a test run never clashes with
 * `npm run dev` or another run. The ports, browser, retries and reports are the harness's (`defineSiteConfig`).
 */
export default defineSiteConfig({
  webServer: ({ port, siteUrl, emulatorUrl }) => ({
    // A build of its own (dist-e2e/, astro.config.ts), so the site's dist/ is never one that calls the tests' emulator.
    command: 'npx astro build && node dist-e2e/server/entry.mjs',
    env: { VITE_AUTH_WIDGET_SITE_URL: siteUrl, VITE_AUTH_WIDGET_TEST_API_URL: emulatorUrl, AUTH_WIDGET_OUT_DIR: 'dist-e2e', HOST: 'localhost', PORT: String(port) },
    timeout: 300_000,
  }),
});
