/** Crypto wallet screens. */
export const crypto = {
  // Main's wallet section: its code is loaded with these texts (`WalletButtons.tsx`), not with the first load.
  'main.otherWallet': 'Continue with other Crypto Wallet',
  'main.setupWallet': 'Set up a new crypto wallet',
  'crypto.connectHeader': 'Connecting to your wallet',
  'crypto.connectText': 'Confirm the connection in your {wallet} wallet.',
  'crypto.signHeader': 'Completing signature request',
  'crypto.signText': 'Sign the message in your {wallet} wallet to log in.',
  'crypto.otherHeader': 'Continue with other wallet',
  'crypto.walletOption': 'Continue with {wallet}',
  'crypto.otherSetupLink': 'Set up a new crypto wallet',
  'crypto.setupHeader': 'Set up a new crypto wallet',
  'crypto.setupText': 'Choose a wallet to install. Come back to this page to log in once it is set up.',
  'crypto.download': 'Get {wallet}',
  'crypto.newTab': '(opens in a new tab)',
  'crypto.errorHeader': 'Looks like there was an error.',
  'crypto.errorRetry': 'Try again',
  'crypto.confirmationHeader': 'Success',
  'crypto.confirmationText': 'You have successfully logged in with your wallet.',
  'crypto.connectError': '[Error] Could not connect to wallet',
  'crypto.signError': '[Error] Could not sign message',
  'crypto.noWallet': 'No {wallet} wallet was found in this browser.',
  // The catch-all wallet options, shown as {wallet} in the texts above; named wallets are brands, not translated.
  'crypto.otherEthereumWallet': 'Other Ethereum Wallet',
  'crypto.otherSolanaWallet': 'Other Solana Wallet',
} as const;
