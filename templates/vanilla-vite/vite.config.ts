import { defineConfig } from 'vite';
import file from './auth-widget.config.json' with { type: 'json' };
import { securityHeaders } from './src/securityHeaders.ts';
import { applySiteOverrides } from './src/siteOverrides.ts';

// The settings with the site's origin and emulator from the environment when set, as the pages read them
// (src/siteOverrides.ts): the end-to-end tests serve the site on a free port against their own emulator.
const settings = applySiteOverrides(file, { siteUrl: process.env.VITE_AUTH_WIDGET_SITE_URL, testApiUrl: process.env.VITE_AUTH_WIDGET_TEST_API_URL });

// One HTML page per route; `/authenticate` is served from authenticate.html. The security headers are built from
// auth-widget.config.json (src/securityHeaders.ts): the dev server's also allow hot reloading, `vite preview` sends
// the production ones.
export default defineConfig({
  server: { host: 'localhost', port: 5173, strictPort: true, headers: securityHeaders(settings, 'dev') },
  preview: { host: 'localhost', port: 5173, headers: securityHeaders(settings, 'production') },
  appType: 'mpa',
  build: {
    rollupOptions: {
      input: {
        index: 'index.html',
        authenticate: 'authenticate.html',
        resetPassword: 'reset-password.html',
        account: 'account.html',
        passkeys: 'passkeys.html',
      },
    },
  },
});
