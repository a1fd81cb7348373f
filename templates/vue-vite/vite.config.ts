import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import vue from '@vitejs/plugin-vue';
import { applySiteOverrides, createNonce, NONCE_PLACEHOLDER, parseSiteSettings, securityHeaders, SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';
import file from './auth-widget.config.json' with { type: 'json' };

// The settings as the pages read them, with the site's origin and emulator from the environment when set: the
// end-to-end tests serve the site on a free port against their own emulator (and once more under the strict policy).
const settings = parseSiteSettings(
  applySiteOverrides(file, {
    siteUrl: process.env.VITE_AUTH_WIDGET_SITE_URL,
    testApiUrl: process.env.VITE_AUTH_WIDGET_TEST_API_URL,
    securityPolicy: process.env.AUTH_WIDGET_SECURITY_POLICY,
    variables: SITE_OVERRIDE_VARIABLES.vite,
  }),
);

/**
 * `vite preview` under `"securityPolicy": "strict"`: every page (index.html, whatever the path) is sent with a nonce
 * of its own, written where the build left the placeholder (on every script, stylesheet and Vite's csp-nonce meta
 * element, which the pages hand to the widget) and named in that response's policy. Other files are vite preview's,
 * with the headers below.
 */
function strictPages(): Plugin {
  return {
    name: 'auth-widget-strict-pages',
    configurePreviewServer(server) {
      if (settings.securityPolicy !== 'strict') return;
      const index = join(resolve(server.config.root, server.config.build.outDir), 'index.html');
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://site').pathname;
        if (extname(path) && path !== '/index.html') return next();
        readFile(index, 'utf8').then((html) => {
          const nonce = createNonce();
          for (const [name, value] of Object.entries(securityHeaders(settings, { mode: 'production', policy: 'strict', nonce, extra: { trustedTypes: ['vue'] } }))) res.setHeader(name, value);
          // A page whose nonce is in its HTML must never be served twice from a cache.
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html.replaceAll(NONCE_PLACEHOLDER, nonce));
        }, () => next());
      });
    },
  };
}

// A single-page app: every path serves index.html and vue-router picks the page (src/router.ts). The security
// headers allow what the widget loads for the settings (the sdk builds them, so updating it updates them): the dev
// server's also allow hot reloading (Vue's needs no inline script); `vite preview` sends the production ones, or the
// strict policy with a nonce per page (strictPages), which also names the Trusted Types policy Vue creates, `vue`.
export default defineConfig({
  plugins: [vue(), strictPages()],
  // Vite writes this placeholder on the scripts and stylesheets it adds to the page; the server replaces it.
  html: { cspNonce: NONCE_PLACEHOLDER },
  server: { host: 'localhost', port: 5173, strictPort: true, headers: securityHeaders(settings, { mode: 'dev' }) },
  preview: { host: 'localhost', port: 5173, headers: securityHeaders(settings, { mode: 'production' }) },
});
