import { defineMiddleware } from 'astro:middleware';
import { securityHeaders } from '@auth-widget/sdk/site';
import { settings } from './settings.ts';

// The security headers allow what the widget loads for the settings (the sdk builds them, so updating it updates
// them); the dev server's also allow hot reloading. Astro's pages load their scripts as modules: no inline script.
const headers = securityHeaders(settings, { mode: import.meta.env.DEV ? 'dev' : 'production' });

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
});
