import { applySiteOverrides, type SiteOverrideVariables } from './applySiteOverrides.ts';
import { parseSiteSettings, type SiteSettings } from './parseSiteSettings.ts';

export interface ReadSiteSettingsOptions {
  /** Where the variables are read: `import.meta.env` in a Vite page, `process.env` on a server. */
  env: Record<string, unknown>;
  /** Their names, by bundler: `SITE_OVERRIDE_VARIABLES.vite` or `.next`. */
  variables: SiteOverrideVariables;
}

/** A variable's value when it is a string; anything else (Vite's `DEV` flag, say) is not an override. */
function text(env: Record<string, unknown>, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A site's settings as every page and server of it reads them: the content of `auth-widget.config.json` with the
 * site's origin, emulator and policy from the environment where set (`applySiteOverrides`), then checked
 * (`parseSiteSettings`). A variable that is wrong is named in the error.
 */
export function readSiteSettings(file: unknown, { env, variables }: ReadSiteSettingsOptions): SiteSettings {
  return parseSiteSettings(
    applySiteOverrides(file, {
      siteUrl: text(env, variables.siteUrl),
      testApiUrl: text(env, variables.testApiUrl),
      securityPolicy: text(env, variables.securityPolicy),
      variables,
    }),
  );
}
