import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import file from './auth-widget.config.json' with { type: 'json' };
import { securityHeaders } from './src/securityHeaders.ts';
import { applySiteOverrides } from './src/siteOverrides.ts';

// The settings with the site's origin and emulator from the environment when set, as the pages read them
// (src/siteOverrides.ts): the end-to-end tests serve the site on a free port against their own emulator.
const settings = applySiteOverrides(file, { siteUrl: process.env.VITE_AUTH_WIDGET_SITE_URL, testApiUrl: process.env.VITE_AUTH_WIDGET_TEST_API_URL });

// A single-page app: every path serves index.html and src/App.tsx picks the page. The security headers are built
// from auth-widget.config.json (src/securityHeaders.ts): the dev server's also allow hot reloading, `vite preview`
// sends the production ones.
export default defineConfig({
  plugins: [react()],
  server: { host: 'localhost', port: 5173, strictPort: true, headers: securityHeaders(settings, 'dev') },
  preview: { host: 'localhost', port: 5173, headers: securityHeaders(settings, 'production') },
});
