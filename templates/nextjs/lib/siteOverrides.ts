/*
 * Where the site runs and which emulator it talks to, when the environment says otherwise than
 * auth-widget.config.json. The end-to-end tests (playwright.config.ts) serve the site on a free port against their
 * own emulator, so they never clash with `npm run dev` or with each other; a deployment can use the same two values.
 * Set by NEXT_PUBLIC_AUTH_WIDGET_SITE_URL and NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL: next.config.ts reads them for the
 * security headers, lib/settings.ts for the pages and the server (Next.js writes NEXT_PUBLIC_ variables into the
 * browser's code as it builds, so build with them set).
 */

/** The environment variables the two values come from. */
export const SITE_URL_VARIABLE = 'NEXT_PUBLIC_AUTH_WIDGET_SITE_URL';
export const TEST_API_URL_VARIABLE = 'NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL';

/** The two values: each replaces what auth-widget.config.json says when it is set. */
export interface SiteOverrides {
  /** The site's origin (`http://localhost:41234`): every redirect URL of the config keeps its path on it. */
  siteUrl?: string;
  /** The emulator a test public token talks to (`endpoints.testApiUrl`). */
  testApiUrl?: string;
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

/** An http(s) URL, checked; a failure names the variable, since a typo here would send links to nowhere. */
function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is ${JSON.stringify(value)}, not an absolute http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} is ${JSON.stringify(value)}, not an http(s) URL`);
  return url;
}

/**
 * The settings file's content with the overrides applied: a new object, the file's own left as it is. Without
 * overrides the content comes back unchanged.
 */
export function applySiteOverrides<T>(settings: T, overrides: SiteOverrides): T {
  if (!isFields(settings) || (!overrides.siteUrl && !overrides.testApiUrl)) return settings;
  const file: Fields = { ...settings };
  if (overrides.testApiUrl) {
    httpUrl(TEST_API_URL_VARIABLE, overrides.testApiUrl);
    file.endpoints = { ...(isFields(file.endpoints) ? file.endpoints : {}), testApiUrl: overrides.testApiUrl };
  }
  if (overrides.siteUrl && isFields(file.config)) {
    const { origin } = httpUrl(SITE_URL_VARIABLE, overrides.siteUrl);
    const config: Fields = { ...file.config };
    for (const [key, fields] of Object.entries(REDIRECT_URLS)) {
      if (!isFields(config[key])) continue;
      const options: Fields = { ...config[key] };
      for (const field of fields) {
        if (typeof options[field] !== 'string') continue;
        const url = new URL(options[field] as string, origin);
        options[field] = `${origin}${url.pathname}${url.search}${url.hash}`;
      }
      config[key] = options;
    }
    file.config = config;
  }
  return file as T;
}
