import { useSetAtom } from '../../state/hooks.ts';
import type { WalletName } from '../../config.ts';
import { Button } from '../../components/Button.tsx';
import { cryptoStateAtom, goToAtom } from '../../state/atoms.ts';
import { useWidget } from '../../WidgetContext.tsx';
import { mainWallets } from '../../flows/mainWallets.ts';

/**
 * The wallet buttons of Main (spec sections 2 and 4): as many named wallets as the button limit leaves room for,
 * "Continue with other Crypto Wallet", and the "Set up a new crypto wallet" link.
 */
export function WalletButtons() {
  const { config, t } = useWidget();
  const setCryptoState = useSetAtom(cryptoStateAtom);
  const goTo = useSetAtom(goToAtom);

  function choose(wallet: WalletName) {
    setCryptoState((state) => ({ ...state, walletOption: wallet }));
    goTo('CryptoConnect');
  }

  return (
    <>
      {mainWallets(config).map((wallet) => (
        <Button key={wallet} variant="secondary" data-wallet={wallet} onClick={() => choose(wallet)}>
          {t('main.continueWith', { provider: wallet })}
        </Button>
      ))}
      <Button variant="secondary" onClick={() => goTo('CryptoOtherScreen')}>
        {t('main.otherWallet')}
      </Button>
      <button type="button" className="aw-link aw-setup-wallet" onClick={() => goTo('CryptoSetupWallet')}>
        {t('main.setupWallet')}
      </button>
    </>
  );
}
