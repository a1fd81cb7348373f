import { defineConfig } from 'astro/config';
import node from '@astrojs/node';

// Rendered on the server by Node (`npm run build`, then `npm start`): each page's HTML holds the widget's first
// screen, which a script of the page takes over in the browser. AUTH_WIDGET_OUT_DIR gives a build a folder of its
// own: the end-to-end tests build into dist-e2e/, so the site's dist/ is never one made to call the tests' emulator.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  outDir: process.env.AUTH_WIDGET_OUT_DIR || 'dist',
  // localhost (passkeys refuse an IP address) on 4321, or on PORT: `astro dev` and `npm start` alike.
  server: { host: 'localhost', port: Number(process.env.PORT) || 4321 },
  // The toolbar injects inline scripts, which the security headers do not allow.
  devToolbar: { enabled: false },
  // Stylesheets from the site, never inline <style> elements without the response's nonce (the strict policy).
  build: { inlineStylesheets: 'never' },
  // VITE_ variables and the policy reach the pages and their scripts as in the Vite templates (src/settings.ts).
  vite: { envPrefix: ['PUBLIC_', 'VITE_', 'AUTH_WIDGET_SECURITY_POLICY'] },
});
