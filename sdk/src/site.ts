/**
 * Site entry: `@auth-widget/sdk/site`. What a host site needs from its `auth-widget.config.json` on a server, at
 * build time (a Vite or Next.js config) and in the browser: the one reader and checker of the file, the overrides a
 * site takes from its environment, which API a token talks to, what the widget loads for the settings, and the
 * security headers that allow exactly that. No DOM access and no Node built-ins, so every one of those places can
 * import it; a site that updates the package gets a policy for what the new widget loads.
 */
export { apiUrlFor } from './client/core/apiUrlFor.ts';
export { applySiteOverrides, SITE_OVERRIDE_VARIABLES, type SiteOverrides, type SiteOverrideVariables } from './site/applySiteOverrides.ts';
export { contentSecurityPolicy, type PolicyOptions } from './site/contentSecurityPolicy.ts';
export { endpointProblems, type SettingProblem } from './site/endpointProblems.ts';
export { SETTINGS_FILE } from './site/failSetting.ts';
export { parseSiteSettings, type BotProtectionFlags, type SiteSettings } from './site/parseSiteSettings.ts';
export { securityHeaders } from './site/securityHeaders.ts';
export { widgetLoads, type WidgetLoad, type WidgetLoadKind, type WidgetLoadReason, type WidgetLoads, type WidgetLoadsSettings } from './site/widgetLoads.ts';
