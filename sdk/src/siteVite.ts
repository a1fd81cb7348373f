/**
 * Vite entry: `@auth-widget/sdk/site/vite`. `authWidget()`, the Vite plugin that does for a site what every Vite
 * site with the widget needs (its settings read and checked, its security headers, a nonce per page under the strict
 * policy), so that a site's `vite.config.ts` names it and its framework's plugin and nothing more. Runs in Node, in
 * Vite's config; `vite` is an optional peer dependency, needed only by the sites that use this entry.
 */
export { authWidget, type AuthWidgetPluginOptions } from './vite/authWidget.ts';
export { strictPageMiddleware, type Middleware, type StrictPageMiddlewareOptions } from './vite/strictPageMiddleware.ts';
