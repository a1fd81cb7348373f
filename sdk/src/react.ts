'use client';
/**
 * React entry: `@auth-widget/sdk/react`. React and React DOM are the host's (peer dependencies). Marked as client
 * code so a Next.js App Router page can import it from a client component. With React 19 the components render their
 * first screen on the server too (with its styles, from their props alone), and hydrate it in the browser.
 */
export { AuthProvider, type AuthProviderProps } from './react/AuthProvider.tsx';
export { useAuthClient } from './react/useAuthClient.ts';
export { useSession } from './react/useSession.ts';
export { useUser } from './react/useUser.ts';
export { useAccount, type Account } from './react/useAccount.ts';
export { Login, type LoginProps } from './react/Login.tsx';
export { ResetPassword, type ResetPasswordProps } from './react/ResetPassword.tsx';
export { PasskeyRegistration, type PasskeyRegistrationProps } from './react/PasskeyRegistration.tsx';
export type { WidgetComponentProps } from './react/WidgetHost.tsx';
export { AuthenticateLink, useAuthenticateLink, type AuthenticateLinkProps, type AuthenticateLinkView } from './react/AuthenticateLink.tsx';
export { useResetToken } from './react/useResetToken.ts';
export type { AuthenticateState, AuthenticateTexts, AuthenticateView } from './site.ts';
export { prepareFirstScreen, type PrepareFirstScreenOptions } from './ui/prepareFirstScreen.ts';
// A client of the page's own comes from `@auth-widget/sdk`: given a public token, the components and `AuthProvider`
// make one whose code loads beside the first render, out of this entry's first load.
export type { AuthClient } from './client/createAuthClient.ts';
export { AuthError, isAuthError, type AuthErrorCode } from './client/core/AuthError.ts';
export type { AuthClientOptions } from './client/core/types.ts';
export type { Session, User, WebauthnRegistration } from './protocol/types.ts';
export type {
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
// Async, as on the mount entry: the catalogue's texts of the screens after Main are a lazy chunk, not first load.
export { loadDefaultStrings } from './ui/strings/catalogue.ts';
