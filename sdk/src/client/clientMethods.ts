import type { MethodNames } from './core/lazyApi.ts';
import type { B2bApi } from './products/b2b.ts';
import type { CryptoWalletsApi } from './products/cryptoWallets.ts';
import type { MagicLinksApi } from './products/magicLinks.ts';
import type { OtpsApi } from './products/otps.ts';
import type { PasswordsApi } from './products/passwords.ts';
import type { TotpsApi } from './products/totps.ts';
import type { UserCalls } from './products/users/userCalls.ts';
import type { WebauthnApi } from './products/webauthn/webauthn.ts';

/**
 * The async methods of the client's namespaces, named once for `lazyApi`: the client's lazy products and the
 * client deferred until its own module arrives (`deferredClient`) both forward them. The types make a missing one
 * a compile error.
 */
export const MAGIC_LINKS_METHODS = {
  email: { loginOrCreate: true, send: true },
  authenticate: true,
} satisfies MethodNames<MagicLinksApi>;
export const OTPS_METHODS = {
  sms: { loginOrCreate: true, send: true },
  whatsapp: { loginOrCreate: true, send: true },
  email: { loginOrCreate: true, send: true },
  authenticate: true,
} satisfies MethodNames<OtpsApi>;
export const CRYPTO_WALLETS_METHODS = {
  authenticateStart: true,
  authenticate: true,
} satisfies MethodNames<CryptoWalletsApi>;
export const PASSWORDS_METHODS = {
  create: true,
  authenticate: true,
  resetByEmailStart: true,
  resetByEmail: true,
  resetByExistingPassword: true,
  resetBySession: true,
  strengthCheck: true,
} satisfies MethodNames<PasswordsApi>;
export const WEBAUTHN_METHODS = {
  register: true,
  authenticate: true,
  update: true,
  browserSupportsAutofill: true,
} satisfies MethodNames<WebauthnApi>;
export const TOTPS_METHODS = {
  create: true,
  authenticate: true,
  recoveryCodes: true,
  recover: true,
} satisfies MethodNames<TotpsApi>;
export const USER_CALLS_METHODS = {
  get: true,
  update: true,
  deleteEmail: true,
  deletePhoneNumber: true,
  deleteTotp: true,
  deleteOAuthRegistration: true,
  deleteWebauthnRegistration: true,
  deleteBiometricRegistration: true,
  search: true,
} satisfies MethodNames<UserCalls>;
export const MEMBERS_METHODS = { search: true } satisfies MethodNames<B2bApi['organizations']['members']>;
