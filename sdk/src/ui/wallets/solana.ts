import { encodeBase58 } from './base58.ts';
import { walletGlobals, type SolanaProvider } from './providers.ts';
import { badAnswer, noWalletError, walletError } from './walletError.ts';
import type { WalletName } from './walletTypes.ts';

function isSolanaProvider(value: unknown): value is SolanaProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SolanaProvider).connect === 'function' &&
    typeof (value as SolanaProvider).signMessage === 'function'
  );
}

/**
 * The Phantom-style provider: Phantom's own `window.phantom.solana` first, then the shared `window.solana` that
 * Phantom and other Solana wallets inject; "Other Solana Wallet" prefers the shared one.
 */
export function findSolanaProvider(wallet: WalletName): SolanaProvider | null {
  const g = walletGlobals();
  const order = wallet === 'Other Solana Wallet' ? [g.solana, g.phantom?.solana] : [g.phantom?.solana, g.solana];
  return order.find(isSolanaProvider) ?? null;
}

function providerFor(wallet: WalletName): SolanaProvider {
  const provider = findSolanaProvider(wallet);
  if (!provider) throw noWalletError(wallet);
  return provider;
}

/** Connects the wallet (it prompts the visitor) and answers the base58 public key, the wallet's address. */
export async function connectSolanaWallet(wallet: WalletName): Promise<string> {
  const provider = providerFor(wallet);
  let answer: Awaited<ReturnType<SolanaProvider['connect']>>;
  try {
    answer = await provider.connect();
  } catch (error) {
    throw walletError(error, 'connect');
  }
  // Phantom answers `{ publicKey }`; some wallets only set `provider.publicKey`.
  const publicKey = (answer && 'publicKey' in answer ? answer.publicKey : undefined) ?? provider.publicKey;
  const address = typeof publicKey?.toBase58 === 'function' ? publicKey.toBase58() : undefined;
  if (typeof address !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) throw badAnswer('public key');
  return address;
}

/** Signs the challenge's UTF-8 bytes with `signMessage` and answers the signature in base58. */
export async function signWithSolanaWallet(wallet: WalletName, message: string): Promise<string> {
  const provider = providerFor(wallet);
  let answer: Awaited<ReturnType<SolanaProvider['signMessage']>>;
  try {
    answer = await provider.signMessage(new TextEncoder().encode(message), 'utf8');
  } catch (error) {
    throw walletError(error, 'sign the message');
  }
  const raw: unknown = answer instanceof Uint8Array ? answer : (answer as { signature?: unknown } | undefined)?.signature;
  // A signature that crossed a realm or a bridge may be another typed array or a plain array of bytes.
  const bytes = raw instanceof Uint8Array ? raw : ArrayBuffer.isView(raw) || Array.isArray(raw) ? new Uint8Array(raw as ArrayLike<number>) : null;
  if (!bytes || bytes.length !== 64) throw badAnswer('signature');
  return encodeBase58(bytes);
}
