import { defineSiteConfig } from '@auth-widget/harness/fixtures';

/**
 * `npm test`: the sign-in of every product the site offers, end to end in Chromium, against the provider emulator
 * that `@auth-widget/harness/fixtures` starts (tests in e2e/). The site is built and served by `vite preview` on a
 * free port, pointed at the emulator's free port (src/settings.ts reads it), so a test run never clashes with
 * `npm run dev` or another run; a second build is served on another port under the strict policy
 * (e2e/strictPolicy.spec.ts). The ports, browser, retries and reports are the harness's (`defineSiteConfig`).
 */
export default defineSiteConfig({
  webServer: ({ port, siteUrl, emulatorUrl }) => ({
    // A build of its own (dist-e2e/), so the site's dist/ is never one that calls the tests' emulator.
    command: `npx vite build --outDir dist-e2e --emptyOutDir && npx vite preview --outDir dist-e2e --host localhost --port ${port} --strictPort`,
    env: { VITE_AUTH_WIDGET_SITE_URL: siteUrl, VITE_AUTH_WIDGET_TEST_API_URL: emulatorUrl },
  }),
  // Built for its own origin, so that magic links and OAuth come back to it; Vite refuses a second preview server of
  // the same project unless told to bypass its lock.
  strictWebServer: ({ strictPort, strictSiteUrl, emulatorUrl }) => ({
    command: `npx vite build --outDir dist-e2e/strict --emptyOutDir && npx vite preview --outDir dist-e2e/strict --host localhost --port ${strictPort} --strictPort --bypass-lock`,
    env: { VITE_AUTH_WIDGET_SITE_URL: strictSiteUrl, VITE_AUTH_WIDGET_TEST_API_URL: emulatorUrl, AUTH_WIDGET_SECURITY_POLICY: 'strict' },
  }),
});
