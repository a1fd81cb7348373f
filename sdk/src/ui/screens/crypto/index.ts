/** The crypto wallet screens, loaded lazily with the wallet adapters they use. */
import { confirmationScreen } from '../../kernel.ts';
import type { GroupScreens } from '../groupScreens.ts';
import { CryptoConnectScreen } from './CryptoConnectScreen.tsx';
import { CryptoErrorScreen } from './CryptoErrorScreen.tsx';
import { CryptoOtherScreen } from './CryptoOtherScreen.tsx';
import { CryptoSetupWalletScreen } from './CryptoSetupWalletScreen.tsx';
import { CryptoSignMessageScreen } from './CryptoSignMessageScreen.tsx';

export const screens: GroupScreens = {
  CryptoConnect: CryptoConnectScreen,
  CryptoSignMessage: CryptoSignMessageScreen,
  CryptoOtherScreen: CryptoOtherScreen,
  CryptoSetupWallet: CryptoSetupWalletScreen,
  CryptoError: CryptoErrorScreen,
  CryptoConfirmation: confirmationScreen('aw-crypto', 'crypto.confirmationHeader', 'crypto.confirmationText'),
};
export { css } from './css.ts';
export { sharedCss } from '../../kernel.ts';
