/**
 * `@auth-widget/harness/testing`: the emulator's test helpers for code that runs without Playwright (Vitest, a
 * Node script, a DOM emulation): a software WebAuthn authenticator, the keys and signers of a test wallet, and the
 * checks the emulator applies to what they produce. A separate entry from `./fixtures`, so that none of it loads
 * Playwright; the wallet part alone, which also runs in a page, is `./testing/wallet`.
 */
export {
  AuthenticatorError,
  SoftAuthenticator,
  type AuthenticatorErrorName,
  type CeremonyContext,
  type SoftCredential,
} from './softAuthenticator.ts';
export { encodeCbor, type CborValue } from './cbor.ts';
export * from './wallet.ts';
export { totpCode } from '../emulator/verify/totp.ts';
export { recoverPersonalSignAddress } from '../emulator/verify/ethereum.ts';
export { verifySolanaSignature } from '../emulator/verify/solana.ts';
