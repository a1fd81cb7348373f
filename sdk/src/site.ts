/**
 * Site entry: `@auth-widget/sdk/site`. What every host site's pages around the widget do, framework-free: the
 * authenticate step that magic links, OAuth redirects and reset links land on, and the reset token's hand-off to the
 * reset form. React pages use `<AuthenticateLink>` of `@auth-widget/sdk/react`, plain pages `mountAuthenticate`
 * (here, or on `@auth-widget/sdk/ui` for a page that loads the standalone build); both run on this.
 */
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
// Also on `@auth-widget/sdk/ui`; here for a bundled plain page that shows no widget, so it loads no widget runtime.
export { mountAuthenticate, type MountAuthenticateOptions } from './ui/mount/mountAuthenticate.ts';
export type { AuthenticateMount } from './ui/mount/renderAuthenticate.ts';
