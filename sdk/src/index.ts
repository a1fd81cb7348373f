/**
 * Headless entry: `@auth-widget/sdk`. Re-exports the client layer only; it never loads React. Code that only some
 * screens need stays out of the first load: the phone helpers import libphonenumber's metadata on first use, and
 * the passkey calls import `@simplewebauthn/browser` on first use.
 *
 * Every export is named, so that nothing reaches integrators by accident: the constants here are the ones an
 * integrator uses (option defaults and enumerations, cookie names, the redirect's token-type parameter, the
 * emulator's test token). The wire's other names (paths, headers, the telemetry version, token formats, the
 * emulator's host and port) are on `@auth-widget/sdk/protocol`.
 */
export {
  DEFAULT_COOKIE_NAMES,
  DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
  DEFAULT_PASSCODE_EXPIRATION_MINUTES,
  DEFAULT_SESSION_DURATION_MINUTES,
  DEFAULT_LIVE_API_URL,
  DEFAULT_TEST_API_URL,
  EMULATOR_PUBLIC_TOKEN,
  OAUTH_PROVIDERS,
  OTP_METHODS,
  PASSCODE_LENGTH,
  TOKEN_TYPE_PARAM,
  type OAuthProvider,
  type OtpMethod,
} from './protocol/constants.ts';
export { PRODUCTS, type Product } from './client/core/constants.ts';
export { createAuthClient, type AuthClient } from './client/createAuthClient.ts';
export { AuthError, isAuthError, type ApiErrorBody, type AuthErrorCode, type AuthErrorDetails } from './client/core/AuthError.ts';
export { countryCallingCodes, getExamplePhoneNumber, parsePhoneNumber } from './client/core/lazyPhone.ts';
export { oneTapErrorInfo } from './client/products/googleOneTap/googleOneTap.ts';
export { cookieOptionProblem } from './client/core/session/cookies.ts';
export { themeValueProblem } from './config/themeValueProblem.ts';
export { MAX_STYLES_DEPTH } from './config/maxStylesDepth.ts';

export type {
  AuthenticateResponse,
  BaseResponse,
  BootstrapData,
  LudsRequirements,
  PasswordStrengthCheckResponse,
  Session,
  SessionTokens,
  TelemetryEvent,
  User,
  UserCryptoWallet,
  UserEmail,
  UserOAuthProvider,
  UserPhoneNumber,
  UserTotp,
  WebauthnRegistration,
} from './protocol/types.ts';
export type { AuthClientOptions, CookieOptions, Endpoints } from './client/core/types.ts';
export type { StorageWarning, StorageWarningKind } from './client/core/session/storageWarningTypes.ts';
export type {
  CountryCallingCode,
  ExamplePhoneNumberInput,
  ExamplePhoneNumberResult,
  PhoneParseInput,
  PhoneParseResult,
} from './client/core/phone.ts';
export type { B2bApi, MemberSearchResponse, Organization, OrganizationMember } from './client/products/b2b.ts';
export type {
  CryptoWalletAuthenticateOptions,
  CryptoWalletStartOptions,
  CryptoWalletStartResponse,
  CryptoWalletType,
  CryptoWalletsApi,
} from './client/products/cryptoWallets.ts';
export type {
  GoogleOneTapApi,
  GoogleOneTapPrompt,
  GoogleOneTapStartOptions,
  OneTapErrorInfo,
  OneTapFailureReason,
  OneTapPosition,
  OneTapState,
} from './client/products/googleOneTap/googleOneTap.ts';
export type {
  MagicLinkAuthenticateResponse,
  MagicLinkSendOptions,
  MagicLinkSendResponse,
  MagicLinksApi,
} from './client/products/magicLinks.ts';
export type { OAuthApi, OAuthAuthenticateResponse, OAuthProviderApi, OAuthStartOptions } from './client/products/oauth/oauth.ts';
export type { EmailOtpOptions, OtpAuthenticateResponse, OtpSendResponse, OtpsApi, PhoneOtpOptions } from './client/products/otps.ts';
export type {
  PasswordAuthenticateResponse,
  PasswordCredentialsOptions,
  PasswordResetByEmailOptions,
  PasswordResetByExistingOptions,
  PasswordResetBySessionOptions,
  PasswordResetStartOptions,
  PasswordResetStartResponse,
  PasswordsApi,
  PasswordStrengthCheckOptions,
} from './client/products/passwords.ts';
export type { SessionApi } from './client/products/session.ts';
export type { TotpAuthenticateResponse, TotpCreateResponse, TotpRecoveryCodesResponse, TotpsApi } from './client/products/totps.ts';
export type { UserApi, UserSearchResponse, UserType, UserUpdateResponse } from './client/products/users/users.ts';
export type {
  WebauthnApi,
  WebauthnAuthenticateOptions,
  WebauthnAuthenticateResponse,
  WebauthnRegisterOptions,
  WebauthnUpdateOptions,
} from './client/products/webauthn/webauthn.ts';
