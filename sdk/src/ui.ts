/** Mount entry: `@auth-widget/sdk/ui`. Renders the sign-in widget into a host page element. */
export { mountLogin, mountResetPassword, mountPasskeyRegistration } from './ui/mount/mount.tsx';
export { mountAuthenticate, type MountAuthenticateOptions } from './ui/mount/mountAuthenticate.ts';
export type { AuthenticateMount } from './ui/mount/renderAuthenticate.ts';
export type { AuthenticateLinkOptions, AuthenticateState, AuthenticateTexts, AuthenticateView } from './site.ts';
export type {
  MountOptions,
  WidgetOptions,
  WidgetConfig,
  WidgetStyles,
  WidgetCallbacks,
  WidgetEvent,
  WidgetEventType,
  OAuthProviderOptions,
  OneTapPosition,
  WalletName,
} from './ui/config.ts';
export type { StringKey, StringsOverride } from './ui/strings/index.ts';
export { loadDefaultStrings } from './ui/strings/catalogue.ts';
// The type only: a page that makes its own client imports `createAuthClient` from `@auth-widget/sdk` (the
// script-tag build: `auth-widget-client.js`), so that a token-string mount loads the client beside the first screen.
export type { AuthClient } from './client/createAuthClient.ts';
export { AuthError, isAuthError } from './client/core/AuthError.ts';
