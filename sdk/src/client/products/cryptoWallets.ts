import type { AuthenticateResponse, BaseResponse } from '../../protocol/types.ts';
import { authenticateCall, checkUsage, compact, sendVariant, type ClientContext } from '../core/kernel.ts';

/** Wallet families the provider verifies: `personal_sign` (secp256k1) or Solana `signMessage` (ed25519). */
export type CryptoWalletType = 'ethereum' | 'solana';

/** Options of `cryptoWallets.authenticateStart`. */
export interface CryptoWalletStartOptions {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType | (string & {});
}

/** The answer of a wallet start: the message the wallet must sign. */
export interface CryptoWalletStartResponse extends BaseResponse {
  challenge: string;
  user_id?: string;
  user_created?: boolean;
}

/** Options of `cryptoWallets.authenticate`. */
export interface CryptoWalletAuthenticateOptions extends CryptoWalletStartOptions {
  /** Ethereum: the 0x-hex `personal_sign` signature; Solana: the base58 signature of the challenge. */
  signature: string;
  session_duration_minutes?: number;
}

/** The `cryptoWallets` namespace: sign-in by signing a challenge with an Ethereum-style or Solana-style wallet. */
export function createCryptoWalletsApi(ctx: ClientContext) {
  return {
    /**
     * `POST /crypto_wallets/authenticate/start/primary` without a session (signs in, creating the user when the
     * wallet is new), `…/secondary` with one (adds the wallet to the signed-in user). Answers the challenge.
     */
    async authenticateStart(options: CryptoWalletStartOptions): Promise<CryptoWalletStartResponse> {
      checkUsage('cryptoWallets.authenticateStart', [
        ['crypto_wallet_address', options?.crypto_wallet_address, 'string'],
        ['crypto_wallet_type', options?.crypto_wallet_type, 'string'],
      ]);
      return ctx.network.request<CryptoWalletStartResponse>({
        method: 'POST',
        path: `/crypto_wallets/authenticate/start/${sendVariant(ctx)}`,
        answer: 'walletStart',
        protect: 'captcha',
        body: { crypto_wallet_address: options.crypto_wallet_address, crypto_wallet_type: options.crypto_wallet_type },
      });
    },
    /** `POST /crypto_wallets/authenticate`: sends the signed challenge and signs the user in. */
    async authenticate(options: CryptoWalletAuthenticateOptions): Promise<AuthenticateResponse> {
      checkUsage('cryptoWallets.authenticate', [
        ['crypto_wallet_address', options?.crypto_wallet_address, 'string'],
        ['crypto_wallet_type', options?.crypto_wallet_type, 'string'],
        ['signature', options?.signature, 'string'],
        ['session_duration_minutes', options?.session_duration_minutes, 'number', 'optional'],
      ]);
      return authenticateCall<AuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/crypto_wallets/authenticate',
        protect: 'dfp',
        body: compact({
          crypto_wallet_address: options.crypto_wallet_address,
          crypto_wallet_type: options.crypto_wallet_type,
          signature: options.signature,
          session_duration_minutes: options.session_duration_minutes,
        }),
      });
    },
  };
}

/** The `cryptoWallets` namespace of a client. */
export type CryptoWalletsApi = ReturnType<typeof createCryptoWalletsApi>;
