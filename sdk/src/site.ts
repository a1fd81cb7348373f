/**
 * Site entry: `@auth-widget/sdk/site`. What a host site needs around the widget, on a server, at build time (a
 * Vite or Next.js config) and in the browser: the one reader and checker of `auth-widget.config.json`, the overrides
 * a site takes from its environment, which API a token talks to, what the widget loads for the settings and the
 * security headers that allow exactly that (a site that updates the package gets a policy for what the new widget
 * loads), the check of a session JWT on a server; and the pages around the widget: the authenticate step that magic
 * links, OAuth redirects and reset links land on, and the reset token's hand-off to the reset form. React pages use
 * `<AuthenticateLink>` of `@auth-widget/sdk/react`, plain pages `mountAuthenticate`; both run on this. Nothing here
 * touches the DOM on import.
 */
export { apiUrlFor } from './client/core/apiUrlFor.ts';
export { applySiteOverrides, SITE_OVERRIDE_VARIABLES, type SiteOverrides, type SiteOverrideVariables } from './site/applySiteOverrides.ts';
export { contentSecurityPolicy, type PolicyOptions } from './site/contentSecurityPolicy.ts';
export { createNonce } from './site/createNonce.ts';
export { NONCE_PLACEHOLDER, pageNonce } from './site/pageNonce.ts';
export { endpointProblems, type SettingProblem } from './site/endpointProblems.ts';
export { SETTINGS_FILE } from './site/failSetting.ts';
export { parseSiteSettings, SECURITY_POLICIES, type BotProtectionFlags, type SecurityPolicy, type SiteSettings } from './site/parseSiteSettings.ts';
export { readSiteSettings, type ReadSiteSettingsOptions } from './site/readSiteSettings.ts';
export { policyNonce, SAME_ORIGIN_SCRIPT_POLICY } from './site/sameOriginScriptPolicy.ts';
export { responseSecurity, type ResponseSecurityOptions } from './site/responseSecurity.ts';
export { securityHeaders } from './site/securityHeaders.ts';
export { sessionJwtRules, type SessionJwtRules } from './site/sessionJwtRules.ts';
export { createSessionVerifier, verifySessionJwt, type SessionClaims, type SessionVerifierOptions } from './site/verifySessionJwt.ts';
export { widgetLoads, type WidgetLoad, type WidgetLoadKind, type WidgetLoadReason, type WidgetLoads, type WidgetLoadsSettings } from './site/widgetLoads.ts';
export { parseAuthenticateLink, takeAuthenticateLink, type AuthenticateLink } from './site/authenticateLink.ts';
export { authenticateStep, type AuthenticateStep, type AuthenticateStepOptions } from './site/authenticateStep.ts';
export { authenticateTexts, DEFAULT_AUTHENTICATE_TEXTS, type AuthenticateTexts } from './site/authenticateTexts.ts';
export { finishAuthenticateLink, type FinishAuthenticateLinkOptions } from './site/finishAuthenticateLink.ts';
export {
  authenticateMessage,
  startAuthenticateLink,
  type AuthenticateLinkOptions,
  type AuthenticateLinkRun,
  type AuthenticateState,
  type AuthenticateView,
} from './site/startAuthenticateLink.ts';
export { handOffResetToken, takeResetToken } from './site/resetTokenHandOff.ts';
export { FIRST_SCREEN_ATTRIBUTE, withFirstScreen } from './site/withFirstScreen.ts';
// Also on `@auth-widget/sdk/ui`; here for a bundled plain page that shows no widget, so it loads no widget runtime.
export { mountAuthenticate, type MountAuthenticateOptions } from './ui/mount/mountAuthenticate.ts';
export {
  authenticateLocale,
  loadAuthenticateTexts,
  type AuthenticateLocaleOptions,
  type LocalizedAuthenticateTexts,
} from './ui/strings/loadAuthenticateTexts.ts';
export type { AuthenticateMount } from './ui/mount/renderAuthenticate.ts';
