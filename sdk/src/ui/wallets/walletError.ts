import { AuthError, isAuthError } from '../../client/core/AuthError.ts';
import type { WalletName } from './walletTypes.ts';

/** EIP-1193 (and Phantom) code for "the user rejected the request". */
const USER_REJECTED = 4001;

/** No provider for the chosen wallet in this browser. */
export function noWalletError(wallet: WalletName): AuthError {
  return new AuthError('wallet_unavailable', `No ${wallet} wallet was found in this browser.`);
}

/**
 * A wallet's failure as an AuthError, so a host's `onError` sees one error type whatever the wallet threw: a
 * rejection (code 4001) becomes `user_cancellation`; the wallet's own error stays as `cause`.
 */
export function walletError(error: unknown, action: string): AuthError {
  if (isAuthError(error)) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const message =
    typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : String(error);
  return new AuthError(code === USER_REJECTED ? 'user_cancellation' : 'other', `The wallet could not ${action}: ${message}`, {
    cause: error,
  });
}

/** A wallet answered something that is not what the protocol promises. */
export function badAnswer(what: string): AuthError {
  return new AuthError('invalid_response', `The wallet answered an invalid ${what}.`);
}
