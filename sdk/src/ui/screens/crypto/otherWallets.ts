import type { WalletName, WidgetConfig } from '../../config.ts';
import { DEFAULT_WALLETS, mainWallets, type WidgetContextValue } from '../../kernel.ts';

/** The catch-all options for any Ethereum-style or Solana-style wallet the widget does not name. */
export const GENERIC_WALLETS: readonly WalletName[] = ['Other Ethereum Wallet', 'Other Solana Wallet'];

/**
 * The buttons of the Crypto Other screen: the configured named wallets Main had no room
 * for, then the two "Other …" options. Main's own rule decides what Main shows, so the two screens never disagree.
 */
export function walletsOnOtherScreen(config: WidgetConfig): WalletName[] {
  const onMain = mainWallets(config);
  const configured = config.cryptoOptions?.wallets ?? DEFAULT_WALLETS;
  const named = [...new Set(configured)].filter((w) => !onMain.includes(w) && !GENERIC_WALLETS.includes(w));
  return [...named, ...GENERIC_WALLETS];
}

/** A wallet's name as shown: brands as they are, the two catch-all options in the widget's language. */
export function walletName(wallet: WalletName, t: WidgetContextValue['t']): string {
  if (wallet === 'Other Ethereum Wallet') return t('crypto.otherEthereumWallet');
  if (wallet === 'Other Solana Wallet') return t('crypto.otherSolanaWallet');
  return wallet;
}
