import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { applySiteOverrides, parseSiteSettings, securityHeaders, SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';
import file from './auth-widget.config.json' with { type: 'json' };

// The settings as the pages read them, with the site's origin and emulator from the environment when set: the
// end-to-end tests serve the site on a free port against their own emulator.
const settings = parseSiteSettings(
  applySiteOverrides(file, { siteUrl: process.env.VITE_AUTH_WIDGET_SITE_URL, testApiUrl: process.env.VITE_AUTH_WIDGET_TEST_API_URL, variables: SITE_OVERRIDE_VARIABLES.vite }),
);

// A single-page app: every path serves index.html and src/App.tsx picks the page. The security headers allow what
// the widget loads for the settings (the sdk builds them, so updating it updates them). The dev server's also allow
// hot reloading and React Fast Refresh's preamble, an inline script the React plugin adds to index.html in dev only;
// `vite preview` sends the production ones.
export default defineConfig({
  plugins: [react()],
  server: { host: 'localhost', port: 5173, strictPort: true, headers: securityHeaders(settings, { mode: 'dev', extra: { script: ["'unsafe-inline'"] } }) },
  preview: { host: 'localhost', port: 5173, headers: securityHeaders(settings, { mode: 'production' }) },
});
