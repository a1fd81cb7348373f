import type { WidgetConfig, WidgetStyles } from '@auth-widget/sdk/ui';
import type { CookieOptions, Endpoints } from '@auth-widget/sdk';
import type { SiteSnapshot } from './siteSnapshot.ts';

/** The site's widget settings file, `auth-widget.config.json` at its root. */
export interface SiteConfig {
  publicToken?: unknown;
  config?: WidgetConfig;
  styles?: WidgetStyles;
  /** The widget's `locale` option (BCP 47); the browser's languages when absent. */
  locale?: unknown;
  cookieOptions?: CookieOptions;
  endpoints?: Endpoints;
  /**
   * The site's Content-Security-Policy (the header's value), for doctor only: the widget never reads it. The
   * bot-protection check tells whether it allows the scripts captcha and DFP load; `--csp` overrides it.
   */
  csp?: unknown;
  /**
   * What the project turns on against bots (`{ "captcha": true, "dfp": false }`), as the templates' security headers
   * read it. Doctor's site CSP check uses it when there is no API URL to ask bootstrap.
   */
  botProtection?: unknown;
  /**
   * `"strict"` when the site serves the strict policy (nonce-based, 'strict-dynamic', Trusted Types), as the templates'
   * servers read it; `"standard"` or absent otherwise. The site CSP check then holds each page's policy to it.
   */
  securityPolicy?: unknown;
  /**
   * The RP ID the site's own code passes as `domain` to `client.webauthn.register`/`authenticate`, for doctor only:
   * the widget uses the page's host name. The site passkeys check tells whether it can serve the site's origin.
   */
  webauthnDomain?: unknown;
  /**
   * The CSS selector the site mounts the widget into (`mountLogin({ elementId })`), for doctor only: the site widget
   * check looks for it in the page's HTML. `--widget-element` overrides it.
   */
  widgetElement?: unknown;
}

export type CheckStatus = 'pass' | 'warn' | 'fail';

/** What one check found: a status, what it means, and how to fix it (empty on pass). */
export interface CheckResult {
  status: CheckStatus;
  message: string;
  fix: string;
}

/** What every check gets. */
export interface CheckContext {
  /** The parsed settings file. */
  site: SiteConfig;
  /** The provider's API origin for live checks, or null when there is none to ask. */
  api: string | null;
  fetch: typeof fetch;
  /** The site's Content-Security-Policy from `--csp`; checks fall back to the settings file's `csp`. */
  csp?: string;
  /** What `--site` read of the running site; absent without `--site`. */
  snapshot?: SiteSnapshot;
  /** The widget's mount selector from `--widget-element`; checks fall back to the settings file's `widgetElement`. */
  widgetElement?: string;
}

/** A doctor check: one file each under `checks/`. */
export interface Check {
  id: string;
  title: string;
  /** True when the check talks to the provider (only run with an API origin). */
  live?: boolean;
  /** True when the check reads the running site (only run with `--site`). */
  site?: boolean;
  run(ctx: CheckContext): CheckResult | Promise<CheckResult>;
}

export const pass = (message: string): CheckResult => ({ status: 'pass', message, fix: '' });
export const warn = (message: string, fix: string): CheckResult => ({ status: 'warn', message, fix });
export const fail = (message: string, fix: string): CheckResult => ({ status: 'fail', message, fix });

/** Folds several findings into one result: the worst status, every message and fix. */
export function combine(findings: CheckResult[], passMessage: string): CheckResult {
  const problems = findings.filter((f) => f.status !== 'pass');
  if (problems.length === 0) return pass(passMessage);
  const status: CheckStatus = problems.some((p) => p.status === 'fail') ? 'fail' : 'warn';
  return {
    status,
    message: problems.map((p) => p.message).join(' '),
    fix: [...new Set(problems.map((p) => p.fix).filter(Boolean))].join(' '),
  };
}
