import type { WalletName } from '../../config.ts';
import { BackArrow, Button, cryptoStateAtom, goToAtom, ScreenHeader, useSetAtom, useWidget } from '../../kernel.ts';
import { walletName, walletsOnOtherScreen } from './otherWallets.ts';

/**
 * "Continue with other wallet": the configured wallets Main had no room for, and the
 * "Other Ethereum Wallet" / "Other Solana Wallet" options. Each starts the wallet flow like Main's buttons.
 */
export function CryptoOtherScreen() {
  const { config, t } = useWidget();
  const setCrypto = useSetAtom(cryptoStateAtom);
  const goTo = useSetAtom(goToAtom);
  const start = (wallet: WalletName) => {
    setCrypto((state) => ({ ...state, walletOption: wallet }));
    goTo('CryptoConnect');
  };
  return (
    <div className="aw-screen aw-crypto">
      <BackArrow />
      <ScreenHeader text={t('crypto.otherHeader')} />
      <div className="aw-stack">
        {walletsOnOtherScreen(config).map((wallet) => (
          <Button key={wallet} variant="secondary" onClick={() => start(wallet)}>
            {t('crypto.walletOption', { wallet: walletName(wallet, t) })}
          </Button>
        ))}
      </div>
      <button type="button" className="aw-link aw-crypto-center" onClick={() => goTo('CryptoSetupWallet')}>
        {t('crypto.otherSetupLink')}
      </button>
    </div>
  );
}
