import { AuthError } from '../client/core/AuthError.ts';
import { isOneOf } from '../config/isOneOf.ts';
import { SECURITY_POLICIES } from './parseSiteSettings.ts';
import { policyUrl } from './policyUrl.ts';

/** The names of the environment variables a site reads its overrides from. */
export interface SiteOverrideVariables {
  siteUrl: string;
  testApiUrl: string;
  securityPolicy: string;
}

/**
 * The variables each bundler lets into the browser's code: Vite writes `VITE_` variables into the build, Next.js
 * `NEXT_PUBLIC_` ones. The policy's is read by the site's server only, when it starts, so one build can be served
 * under either policy. The templates' configs, pages and end-to-end tests read and set these.
 */
export const SITE_OVERRIDE_VARIABLES = {
  vite: { siteUrl: 'VITE_AUTH_WIDGET_SITE_URL', testApiUrl: 'VITE_AUTH_WIDGET_TEST_API_URL', securityPolicy: 'AUTH_WIDGET_SECURITY_POLICY' },
  next: { siteUrl: 'NEXT_PUBLIC_AUTH_WIDGET_SITE_URL', testApiUrl: 'NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL', securityPolicy: 'AUTH_WIDGET_SECURITY_POLICY' },
} as const satisfies Record<string, SiteOverrideVariables>;

/** Where the site runs and which emulator it talks to, when the environment says otherwise than its settings file. */
export interface SiteOverrides {
  /** The site's origin (`http://localhost:41234`): every redirect URL of the config keeps its path on it. */
  siteUrl?: string;
  /** The emulator a test public token talks to (`endpoints.testApiUrl`). */
  testApiUrl?: string;
  /** The policy the site's server sends (`securityPolicy`): `standard` or `strict`. */
  securityPolicy?: string;
  /** The variables the values came from, named when one is wrong (a typo would send links to nowhere). */
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
  if (!isFields(settings) || (!overrides.siteUrl && !overrides.testApiUrl && !overrides.securityPolicy)) return settings;
  const names = overrides.variables ?? { siteUrl: 'siteUrl', testApiUrl: 'testApiUrl', securityPolicy: 'securityPolicy' };
  const file: Fields = { ...settings };
  if (overrides.securityPolicy) {
    if (!isOneOf(overrides.securityPolicy, SECURITY_POLICIES)) {
      throw new AuthError('usage_error', `${names.securityPolicy} is ${JSON.stringify(overrides.securityPolicy)}; expected one of ${SECURITY_POLICIES.join(', ')}`);
    }
    file.securityPolicy = overrides.securityPolicy;
  }
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
