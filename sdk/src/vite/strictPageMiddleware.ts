/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { createNonce } from '../site/createNonce.ts';
import { NONCE_PLACEHOLDER } from '../site/pageNonce.ts';
import type { PolicyOptions } from '../site/contentSecurityPolicy.ts';
import { securityHeaders } from '../site/securityHeaders.ts';
import type { WidgetLoadsSettings } from '../site/widgetLoads.ts';

export interface StrictPageMiddlewareOptions {
  /** The site's settings (`parseSiteSettings`), for what the policy allows. */
  settings: WidgetLoadsSettings;
  /** The built site's folder (Vite's `build.outDir`), whose HTML still holds `NONCE_PLACEHOLDER`. */
  outDir: string;
  /**
   * `spa`: every path without a file extension is `index.html` (a client-side router picks the page); `mpa`: a path
   * is its own HTML file (`/account` → `account.html`, `/a/` → `a/index.html`), as Vite's `appType` says.
   */
  appType: 'spa' | 'mpa';
  /** What the site's framework adds to the strict policy (Vue's Trusted Types policy, `trustedTypes: ['vue']`). */
  extra?: PolicyOptions['extra'];
}

/** A connect-style middleware, as Vite's servers (and Express) take it. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The HTML file a path is served from, or undefined when the path is not a page of the build (or leaves outDir). */
function pageFile(outDir: string, pathname: string, appType: 'spa' | 'mpa'): string | undefined {
  if (appType === 'spa') return extname(pathname) && pathname !== '/index.html' ? undefined : join(outDir, 'index.html');
  const file = join(outDir, pathname.endsWith('/') ? `${pathname}index.html` : extname(pathname) ? pathname : `${pathname}.html`);
  return file.startsWith(outDir + sep) && file.endsWith('.html') ? file : undefined;
}

/**
 * Serves each built page under `"securityPolicy": "strict"` with a nonce of its own: written where the build left
 * the placeholder (every script, stylesheet and Vite's csp-nonce meta element, which the pages hand to the widget)
 * and named in that response's policy. Anything else, or a page that is not there, goes to `next`.
 */
export function strictPageMiddleware({ settings, outDir, appType, extra }: StrictPageMiddlewareOptions): Middleware {
  const root = resolve(outDir);
  return (req, res, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    } catch {
      return next();
    }
    const file = pageFile(root, pathname, appType);
    if (!file) return next();
    readFile(file, 'utf8').then(
      (html) => {
        const nonce = createNonce();
        const headers = securityHeaders(settings, { mode: 'production', policy: 'strict', nonce, extra });
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        // A page whose nonce is in its HTML must never be served twice from a cache.
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html.replaceAll(NONCE_PLACEHOLDER, nonce));
      },
      () => next(),
    );
  };
}
