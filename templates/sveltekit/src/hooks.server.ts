import type { Handle } from '@sveltejs/kit/hooks';
import { dev } from '$app/env';
import { NONCE_PLACEHOLDER, securityHeaders } from '@auth-widget/sdk/site';
import { settings } from '#lib/settings.ts';

/** The Trusted Types policy Svelte creates for the markup it writes (`svelte-trusted-html`). */
const SVELTE_POLICIES = ['svelte-trusted-html'];

/**
 * The style attribute of SvelteKit's route announcer (its root component's `#svelte-announcer`, shown once the router
 * has moved): the strict policy has no 'unsafe-inline', so it allows that attribute by its hash, and no other.
 */
const ANNOUNCER_STYLE = ["'unsafe-hashes'", "'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='"];

/** The nonce SvelteKit wrote into this page, on src/app.html's csp-nonce meta element. */
const nonceIn = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];

/**
 * Every response carries the security headers the sdk builds for auth-widget.config.json (updating the sdk updates
 * them). SvelteKit starts each page with an inline script and makes a nonce for it per response (its CSP mode
 * 'nonce', vite.config.ts), named in a policy of its own: the sdk's policy replaces that one and allows the script
 * by the same nonce. Under `"securityPolicy": "strict"` it is the strict policy's nonce, which the pages' widgets
 * put on their `<style>` elements: the server-rendered first screen is written with a placeholder, replaced here
 * with the page's nonce. `npm run dev` keeps the standard policy: SvelteKit's dev styles carry no nonce.
 */
export const handle: Handle = async ({ event, resolve }) => {
  const response = await resolve(event, {
    transformPageChunk: ({ html }) => {
      const nonce = nonceIn(html);
      return nonce ? html.replaceAll(NONCE_PLACEHOLDER, nonce) : html;
    },
  });
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const mode = dev ? 'dev' : 'production';
  const headers =
    nonce && settings.securityPolicy === 'strict' && !dev
      ? securityHeaders(settings, { mode, policy: 'strict', nonce, extra: { style: ANNOUNCER_STYLE, trustedTypes: SVELTE_POLICIES } })
      : securityHeaders(settings, { mode, extra: { script: nonce ? [`'nonce-${nonce}'`] : [] } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};
