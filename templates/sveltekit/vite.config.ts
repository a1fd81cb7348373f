import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

// The security headers come from src/hooks.server.ts, on every response SvelteKit renders, in dev and in production.
export default defineConfig({
  plugins: [
    sveltekit({
      // The end-to-end tests build into build-e2e/ (AUTH_WIDGET_BUILD_DIR), so build/ is never one made for their emulator.
      adapter: adapter({ out: process.env.AUTH_WIDGET_BUILD_DIR || 'build' }),
      // SvelteKit hashes the inline script that starts each page; src/hooks.server.ts puts the hashes in the policy.
      csp: { mode: 'hash', directives: { 'script-src': ['self'] } },
    }),
  ],
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173 },
});
