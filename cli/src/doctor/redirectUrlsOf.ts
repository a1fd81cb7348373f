import type { SiteConfig } from './types.ts';

/** Every redirect URL of a site config, with the field that holds it. */
export function redirectUrlsOf(site: SiteConfig): { field: string; url: unknown }[] {
  const config = (site.config ?? {}) as unknown as Record<string, Record<string, unknown> | undefined>;
  const fields: [string, string][] = [
    ['oauthOptions', 'loginRedirectURL'],
    ['oauthOptions', 'signupRedirectURL'],
    ['emailMagicLinksOptions', 'loginRedirectURL'],
    ['emailMagicLinksOptions', 'signupRedirectURL'],
    ['passwordOptions', 'loginRedirectURL'],
    ['passwordOptions', 'resetPasswordRedirectURL'],
  ];
  return fields
    .filter(([group, key]) => config[group]?.[key] !== undefined)
    .map(([group, key]) => ({ field: `${group}.${key}`, url: config[group]?.[key] }));
}

/** True for localhost, `*.localhost` and loopback hosts. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';
}
