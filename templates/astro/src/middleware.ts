import { defineMiddleware } from 'astro:middleware';
import { createNonce, securityHeaders } from '@auth-widget/sdk/site';
import { settings } from './settings.ts';

const mode = import.meta.env.DEV ? 'dev' : 'production';
// The dev server's styles and scripts carry no nonce: it keeps the standard policy, as the Vite templates' does.
const strict = settings.securityPolicy === 'strict' && mode === 'production';

/**
 * Every response carries the security headers the sdk builds for auth-widget.config.json (updating the sdk updates
 * them) with a nonce of its own, which the pages put on the sign-in form's capture script and, under
 * `"securityPolicy": "strict"`, on the widget's `<style>` elements (Layout.astro's csp-nonce meta element). Astro
 * writes each page's bundled module scripts itself, with no nonce option: under the strict policy they get this
 * response's nonce here, and only they (their src is in the build's `_astro/` folder).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const nonce = createNonce();
  context.locals.nonce = nonce;
  const response = await next();
  const headers = strict ? securityHeaders(settings, { mode, policy: 'strict', nonce }) : securityHeaders(settings, { mode, extra: { script: [`'nonce-${nonce}'`] } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  if (!strict || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = (await response.text()).replaceAll('<script type="module" src="/_astro/', `<script type="module" nonce="${nonce}" src="/_astro/`);
  response.headers.delete('content-length');
  // A page whose nonce is in its HTML must never be served twice from a cache.
  response.headers.set('cache-control', 'no-store');
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
