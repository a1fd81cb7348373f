import type { Handle } from '@sveltejs/kit/hooks';
import { dev } from '$app/env';
import { NONCE_PLACEHOLDER, policyNonce, securityHeaders, withFirstScreen } from '@auth-widget/sdk/site';
import { renderLoginHtml } from '@auth-widget/sdk/ui/server';
import { settings } from '#lib/settings.ts';

/** What SvelteKit adds to the strict policy: Svelte's Trusted Types policy, and its route announcer's style attribute by hash. */
const SVELTE_STRICT = { trustedTypes: ['svelte-trusted-html'], style: ["'unsafe-hashes'", "'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='"] };

/** The nonce SvelteKit wrote into this page, on src/app.html's csp-nonce meta element. */
const nonceIn = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];

/** The sign-in page's first screen, written into the element Svelte renders empty: a page's load would also send it as data. */
const firstScreen = () => renderLoginHtml({ config: settings.config, styles: settings.styles, locale: settings.locale, nonce: NONCE_PLACEHOLDER, idPrefix: 'login' });

/**
 * Every response carries the security headers the sdk builds for auth-widget.config.json. SvelteKit makes a nonce per
 * response for its inline start script (CSP mode 'nonce', vite.config.ts): the sdk's policy replaces SvelteKit's and
 * allows that nonce, which is also written over the placeholder in the server-rendered widget's `<style>`.
 * `npm run dev` keeps the standard policy: SvelteKit's dev styles carry no nonce.
 */
export const handle: Handle = async ({ event, resolve }) => {
  const response = await resolve(event, {
    // No modulepreload links: on a slow line they went before the stylesheet and held the first paint back.
    preload: ({ type }) => type !== 'js',
    transformPageChunk: async ({ html }) => {
      const page = await withFirstScreen(html, firstScreen);
      return page.replaceAll(NONCE_PLACEHOLDER, nonceIn(page) ?? NONCE_PLACEHOLDER);
    },
  });
  const nonce = policyNonce(response.headers.get('content-security-policy'));
  const headers =
    nonce && settings.securityPolicy === 'strict' && !dev
      ? securityHeaders(settings, { mode: 'production', policy: 'strict', nonce, extra: SVELTE_STRICT })
      : securityHeaders(settings, { mode: dev ? 'dev' : 'production', extra: { script: nonce ? [`'nonce-${nonce}'`] : [] } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};
