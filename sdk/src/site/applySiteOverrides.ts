import { AuthError } from '../client/core/AuthError.ts';
import { policyUrl } from './policyUrl.ts';

/** The names of the two environment variables a site reads its overrides from. */
export interface SiteOverrideVariables {
  siteUrl: string;
  testApiUrl: string;
}

/**
 * The variables each bundler lets into the browser's code: Vite writes `VITE_` variables into the build, Next.js
 * `NEXT_PUBLIC_` ones. The templates' configs, pages and end-to-end tests read and set these.
 */
export const SITE_OVERRIDE_VARIABLES = {
  vite: { siteUrl: 'VITE_AUTH_WIDGET_SITE_URL', testApiUrl: 'VITE_AUTH_WIDGET_TEST_API_URL' },
  next: { siteUrl: 'NEXT_PUBLIC_AUTH_WIDGET_SITE_URL', testApiUrl: 'NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL' },
} as const satisfies Record<string, SiteOverrideVariables>;

/** Where the site runs and which emulator it talks to, when the environment says otherwise than its settings file. */
export interface SiteOverrides {
  /** The site's origin (`http://localhost:41234`): every redirect URL of the config keeps its path on it. */
  siteUrl?: string;
  /** The emulator a test public token talks to (`endpoints.testApiUrl`). */
  testApiUrl?: string;
  /** The variables the two values came from, named when one is not a URL (a typo would send links to nowhere). */
  variables?: SiteOverrideVariables;
}

type Fields = Record<string, unknown>;

/** The config's redirect URLs, by the options object that holds them. */
const REDIRECT_URLS: Record<string, string[]> = {
  oauthOptions: ['loginRedirectURL', 'signupRedirectURL'],
  emailMagicLinksOptions: ['loginRedirectURL', 'signupRedirectURL'],
  passwordOptions: ['loginRedirectURL', 'resetPasswordRedirectURL'],
};

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkedUrl(name: string, value: string): URL {
  const url = policyUrl(value);
  if (typeof url === 'string') throw new AuthError('usage_error', `${name} ${url}`);
  return url;
}

/**
 * A settings file's content with the overrides applied, as a new object (the file's own is left as it is); without
 * overrides the content comes back unchanged. End-to-end tests serve a site on a free port against their own
 * emulator, so they never clash with `npm run dev` or each other; a deployment can use the same two values.
 */
export function applySiteOverrides<T>(settings: T, overrides: SiteOverrides): T {
  if (!isFields(settings) || (!overrides.siteUrl && !overrides.testApiUrl)) return settings;
  const names = overrides.variables ?? { siteUrl: 'siteUrl', testApiUrl: 'testApiUrl' };
  const file: Fields = { ...settings };
  if (overrides.testApiUrl) {
    checkedUrl(names.testApiUrl, overrides.testApiUrl);
    file.endpoints = { ...(isFields(file.endpoints) ? file.endpoints : {}), testApiUrl: overrides.testApiUrl };
  }
  if (overrides.siteUrl && isFields(file.config)) {
    const { origin } = checkedUrl(names.siteUrl, overrides.siteUrl);
    const config: Fields = { ...file.config };
    for (const [key, fields] of Object.entries(REDIRECT_URLS)) {
      if (!isFields(config[key])) continue;
      const options: Fields = { ...config[key] };
      for (const field of fields) {
        if (typeof options[field] !== 'string') continue;
        const url = new URL(options[field], origin);
        options[field] = `${origin}${url.pathname}${url.search}${url.hash}`;
      }
      config[key] = options;
    }
    file.config = config;
  }
  return file as T;
}
