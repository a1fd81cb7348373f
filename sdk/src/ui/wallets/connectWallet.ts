import { connectEthereumWallet, signWithEthereumWallet } from './ethereum.ts';
import { connectSolanaWallet, signWithSolanaWallet } from './solana.ts';
import { WALLET_FAMILY, type WalletName } from './walletTypes.ts';

/**
 * The wallet adapters behind one door: the crypto screens (loaded lazily) are the only importers, so a page
 * without wallets never downloads this code.
 */

/** Connects the chosen wallet and answers its address. */
export function connectWallet(wallet: WalletName): Promise<string> {
  return WALLET_FAMILY[wallet] === 'solana' ? connectSolanaWallet(wallet) : connectEthereumWallet(wallet);
}

/** Signs the provider's challenge with the connected wallet: `personal_sign` or Solana `signMessage`. */
export function signWithWallet(wallet: WalletName, address: string, message: string): Promise<string> {
  return WALLET_FAMILY[wallet] === 'solana' ? signWithSolanaWallet(wallet, message) : signWithEthereumWallet(wallet, address, message);
}
