/**
 * Protocol entry: `@auth-widget/sdk/protocol`. The wire's types and constants, the one module that the client and
 * the provider emulator both import (as SimpleWebAuthn's `packages/types` serves its browser and server packages).
 * It has no dependency and no side effect, so a server can import it without pulling in the client.
 */
export {
  DEFAULT_COOKIE_NAMES,
  DEFAULT_LIVE_API_URL,
  DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
  DEFAULT_PASSCODE_EXPIRATION_MINUTES,
  DEFAULT_SESSION_DURATION_MINUTES,
  DEFAULT_TEST_API_URL,
  EMULATOR_DEFAULT_HOST,
  EMULATOR_DEFAULT_PORT,
  EMULATOR_PUBLIC_TOKEN,
  OAUTH_PROVIDERS,
  OTP_METHODS,
  PASSCODE_LENGTH,
  PROVIDER_NAME,
  PROVIDER_PREFIX,
  PUBLIC_TOKEN_PREFIX,
  TEST_TOKEN_MARKER,
  TOKEN_TYPE_PARAM,
  type OAuthProvider,
  type OtpMethod,
} from './constants.ts';
export {
  CAPTCHA_REQUIRED_TEXT,
  CLIENTSIDE_SERVICES_PATH,
  CLIENT_TELEMETRY_HEADER,
  CLIENT_VERSION,
  DEFAULT_USER_ROLE,
  EMULATOR_GSI_SCRIPT_PATH,
  EMULATOR_PROJECT_ID,
  GOOGLE_GSI_SCRIPT_URL,
  LIVE_CLIENTSIDE_SERVICES_URL,
  PARENT_ORIGIN_HEADER,
  SDK_BASE_PATH,
  TELEMETRY_SESSION_ID_FIELD,
  TELEMETRY_USER_ID_FIELD,
  UNRECOVERABLE_ERROR_TYPES,
} from './callWire.ts';
export {
  AUTH_FLOW_TYPES,
  B2B_MFA_PRODUCTS,
  B2B_OAUTH_PROVIDERS,
  B2B_PRODUCTS,
  type AuthFlowType,
  type B2bMfaProduct,
  type B2bOAuthProvider,
  type B2bProduct,
} from './b2b.ts';
export {
  CAPTCHA_ACTION,
  DFP_BACKEND_URL,
  DFP_MODES,
  DFP_SCRIPT_URL,
  EMULATOR_DFP_BACKEND_PATH,
  EMULATOR_DFP_SCRIPT_PATH,
  EMULATOR_RECAPTCHA_SCRIPT_PATH,
  RECAPTCHA_CODE_FOLDER,
  RECAPTCHA_FRAME_FOLDER,
  RECAPTCHA_SCRIPT_URL,
  type DfpMode,
} from './botProtection.ts';
export { BREACHED_PASSWORD_WARNING } from './breachedPasswordWarning.ts';
export type {
  AuthenticateResponse,
  BaseResponse,
  BootstrapData,
  LudsRequirements,
  PasswordStrengthCheckResponse,
  RbacPolicy,
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
} from './types.ts';
