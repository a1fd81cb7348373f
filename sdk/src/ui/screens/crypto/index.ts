/** The crypto wallet screens (spec section 2), loaded lazily with the wallet adapters they use. */
export { CryptoConnectScreen } from './CryptoConnectScreen.tsx';
export { CryptoSignMessageScreen } from './CryptoSignMessageScreen.tsx';
export { CryptoOtherScreen } from './CryptoOtherScreen.tsx';
export { CryptoSetupWalletScreen } from './CryptoSetupWalletScreen.tsx';
export { CryptoErrorScreen } from './CryptoErrorScreen.tsx';
export { CryptoConfirmationScreen } from './CryptoConfirmationScreen.tsx';
