import type { WalletName } from '../config.ts';

export type { WalletName };

/** The two signature schemes the provider verifies. */
export type WalletFamily = 'ethereum' | 'solana';

/**
 * Vessel is an Ethereum-style wallet: its extension injects an EIP-1193 provider (`window.vessel.ethereum`) and
 * its exchange runs on Ethereum, so it signs with `personal_sign`, like Metamask, Coinbase and Binance.
 */
export const WALLET_FAMILY: Record<WalletName, WalletFamily> = {
  Vessel: 'ethereum',
  Phantom: 'solana',
  Metamask: 'ethereum',
  Coinbase: 'ethereum',
  Binance: 'ethereum',
  'Other Ethereum Wallet': 'ethereum',
  'Other Solana Wallet': 'solana',
};
