import type { WalletName, WidgetConfig } from '../config.ts';

/** Wallets with their own button on Main when the config names none; the "other" wallets sit behind their button. */
export const DEFAULT_WALLETS: readonly WalletName[] = ['Metamask', 'Coinbase', 'Phantom', 'Binance', 'Vessel'];

/** The catch-all wallets: they are offered behind "Continue with other Crypto Wallet", never as a button of Main. */
const GENERIC: readonly WalletName[] = ['Other Ethereum Wallet', 'Other Solana Wallet'];

/** Main holds at most six sign-in buttons: the social ones, one "other wallet" button, then named wallets. */
const MAX_MAIN_BUTTONS = 6;

/**
 * The wallets that get a button on Main: at most `6 - (number of social providers) - 1`, never fewer than none;
 * the rest are reached through "Continue with other Crypto Wallet".
 */
export function mainWallets(config: WidgetConfig): WalletName[] {
  const wallets = [...new Set(config.cryptoOptions?.wallets ?? DEFAULT_WALLETS)].filter((wallet) => !GENERIC.includes(wallet));
  const socialCount = config.products.includes('oauth') ? (config.oauthOptions?.providers.length ?? 0) : 0;
  const limit = Math.max(0, MAX_MAIN_BUTTONS - socialCount - 1);
  return wallets.slice(0, limit);
}
