/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { SITE_OVERRIDE_VARIABLES } from '../site/applySiteOverrides.ts';
import type { PolicyOptions } from '../site/contentSecurityPolicy.ts';
import { SETTINGS_FILE } from '../site/failSetting.ts';
import { NONCE_PLACEHOLDER } from '../site/pageNonce.ts';
import type { SiteSettings } from '../site/parseSiteSettings.ts';
import { readSiteSettings } from '../site/readSiteSettings.ts';
import { securityHeaders } from '../site/securityHeaders.ts';
import { strictPageMiddleware } from './strictPageMiddleware.ts';

export interface AuthWidgetPluginOptions {
  /** The settings file, from Vite's root: `auth-widget.config.json` unless given. */
  config?: string;
  /** The environment the overrides are read from (`SITE_OVERRIDE_VARIABLES.vite`): `process.env` unless given. */
  env?: Record<string, unknown>;
  /** What the site's framework needs beyond the widget, in the dev server's policy and in the strict one. */
  extra?: {
    /** React's Fast Refresh preamble is an inline script in dev: `{ script: ["'unsafe-inline'"] }`. */
    dev?: PolicyOptions['extra'];
    /** Vue creates a Trusted Types policy of its own: `{ trustedTypes: ['vue'] }`. */
    strict?: PolicyOptions['extra'];
  };
}

/** The port the templates' redirect URLs name: a dev server on another one would send links to nowhere. */
const SITE_PORT = 5173;

/**
 * The Vite plugin of a site with the widget: reads and checks `auth-widget.config.json` (with the overrides of
 * `SITE_OVERRIDE_VARIABLES.vite`, which the end-to-end tests set), sends the security headers the sdk builds for it
 * from the dev server (`mode: 'dev'`) and `vite preview` (`production`), has Vite write `NONCE_PLACEHOLDER` on the
 * scripts and stylesheets it adds to the pages, and under `"securityPolicy": "strict"` serves every built page from
 * `vite preview` with a nonce of its own (`strictPageMiddleware`). Both servers listen on localhost (passkeys refuse
 * an IP address) at 5173 unless the site's config says otherwise. A site that updates the sdk gets the headers for
 * what the new widget loads.
 */
export function authWidget(options: AuthWidgetPluginOptions = {}): Plugin {
  const { config: file = SETTINGS_FILE, env = process.env, extra = {} } = options;
  let settings: SiteSettings | undefined;
  return {
    name: 'auth-widget',
    config(user): UserConfig {
      const content = JSON.parse(readFileSync(resolve(user.root ?? process.cwd(), file), 'utf8')) as unknown;
      settings = readSiteSettings(content, { env, variables: SITE_OVERRIDE_VARIABLES.vite });
      return {
        html: { cspNonce: NONCE_PLACEHOLDER },
        server: {
          host: user.server?.host ?? 'localhost',
          port: user.server?.port ?? SITE_PORT,
          strictPort: user.server?.strictPort ?? true,
          headers: securityHeaders(settings, { mode: 'dev', extra: extra.dev }),
        },
        preview: {
          host: user.preview?.host ?? 'localhost',
          port: user.preview?.port ?? SITE_PORT,
          headers: securityHeaders(settings, { mode: 'production' }),
        },
      };
    },
    configurePreviewServer(server) {
      if (settings?.securityPolicy !== 'strict') return;
      const { root, build, appType } = server.config;
      const outDir = resolve(root, build.outDir);
      server.middlewares.use(strictPageMiddleware({ settings, outDir, appType: appType === 'mpa' ? 'mpa' : 'spa', extra: extra.strict }));
    },
  };
}
