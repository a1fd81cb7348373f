import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { applySiteOverrides, parseSiteSettings, securityHeaders, SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';
import file from './auth-widget.config.json' with { type: 'json' };

// The settings as the pages read them, with the site's origin and emulator from the environment when set: the
// end-to-end tests serve the site on a free port against their own emulator.
const settings = parseSiteSettings(
  applySiteOverrides(file, { siteUrl: process.env.VITE_AUTH_WIDGET_SITE_URL, testApiUrl: process.env.VITE_AUTH_WIDGET_TEST_API_URL, variables: SITE_OVERRIDE_VARIABLES.vite }),
);

// A single-page app: every path serves index.html and vue-router picks the page (src/router.ts). The security
// headers allow what the widget loads for the settings (the sdk builds them, so updating it updates them): the dev
// server's also allow hot reloading (Vue's needs no inline script), `vite preview` sends the production ones.
export default defineConfig({
  plugins: [vue()],
  server: { host: 'localhost', port: 5173, strictPort: true, headers: securityHeaders(settings, { mode: 'dev' }) },
  preview: { host: 'localhost', port: 5173, headers: securityHeaders(settings, { mode: 'production' }) },
});
