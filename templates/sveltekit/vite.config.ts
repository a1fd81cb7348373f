import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

// The security headers come from src/hooks.server.ts, on every response SvelteKit renders, in dev and in production.
export default defineConfig({
  plugins: [
    sveltekit({
      // The end-to-end tests build into build-e2e/ (AUTH_WIDGET_BUILD_DIR), so build/ is never one made for their emulator.
      adapter: adapter({ out: process.env.AUTH_WIDGET_BUILD_DIR || 'build' }),
      // SvelteKit puts a nonce of each response's own on the inline script that starts the page (and on src/app.html's
      // csp-nonce meta element); src/hooks.server.ts names it in the policy.
      csp: { mode: 'nonce', directives: { 'script-src': ['self'] } },
    }),
  ],
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173 },
});
