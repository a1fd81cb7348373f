import { defineConfig } from 'vite';
import settings from './auth-widget.config.json' with { type: 'json' };
import { securityHeaders } from './src/securityHeaders.ts';

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
