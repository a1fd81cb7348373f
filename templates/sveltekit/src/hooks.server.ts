import type { Handle } from '@sveltejs/kit/hooks';
import { dev } from '$app/env';
import { securityHeaders } from '@auth-widget/sdk/site';
import { settings } from '#lib/settings.ts';

/**
 * Every response carries the security headers the sdk builds for auth-widget.config.json (updating the sdk updates
 * them). SvelteKit starts each page with an inline script and says so in a policy of its own, with the script's hash
 * (svelte.config.js): that hash joins the sdk's policy, which replaces SvelteKit's. The dev server's policy also
 * allows Vite's hot reloading.
 */
export const handle: Handle = async ({ event, resolve }) => {
  const response = await resolve(event);
  const pageHashes: string[] = response.headers.get('content-security-policy')?.match(/'sha(256|384|512)-[^']+'/g) ?? [];
  const headers = securityHeaders(settings, { mode: dev ? 'dev' : 'production', extra: { script: [...new Set(pageHashes)] } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};
