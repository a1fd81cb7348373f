import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { authWidget } from '@auth-widget/sdk/site/vite';
import { defineConfig } from 'vite';

// authWidget() checks auth-widget.config.json as Vite starts and serves on localhost:5173 (passkeys refuse an IP);
// the pages' security headers come from src/hooks.server.ts, which SvelteKit runs in dev and in the built server.
export default defineConfig({
  plugins: [
    authWidget(),
    sveltekit({
      // The end-to-end tests build into build-e2e/ (AUTH_WIDGET_BUILD_DIR), so build/ is never one made for their emulator.
      adapter: adapter({ out: process.env.AUTH_WIDGET_BUILD_DIR || 'build' }),
      // A nonce of each response's own on SvelteKit's inline start script and src/app.html's csp-nonce meta element.
      csp: { mode: 'nonce', directives: { 'script-src': ['self'] } },
    }),
  ],
});
