/**
 * The download pages of the five named wallets: each vendor's official
 * page that lists its browser extension and mobile apps.
 */
export const WALLET_DOWNLOADS = [
  { wallet: 'Metamask', url: 'https://metamask.io/download/' },
  { wallet: 'Phantom', url: 'https://phantom.com/download' },
  { wallet: 'Coinbase', url: 'https://www.coinbase.com/wallet/downloads' },
  { wallet: 'Binance', url: 'https://www.binance.com/en/web3wallet' },
  { wallet: 'Vessel', url: 'https://vessel.finance' },
] as const;
