import type { WalletName } from '../../config.ts';
import { Button, cryptoStateAtom, goToAtom, linkCss, mainWallets, useSetAtom, useWidget } from '../../kernel.ts';

/** The setup link's rules (a text button's, which the first load leaves to what uses one), added when the section loads. */
export const css: readonly string[] = [
  linkCss,
  `
.aw-root .aw-setup-wallet { align-self: center; font-size: 14px; }
`,
];

/**
 * The wallet buttons of Main: as many named wallets as the button limit leaves room for,
 * "Continue with other Crypto Wallet", and the "Set up a new crypto wallet" link. Loaded apart from the first load
 * (`WalletButtons.tsx`), so it takes what it shares with it from the kernel, as the screen groups do.
 */
export function WalletButtonList() {
  const { config, t, interactive } = useWidget();
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
      {/* In server markup not taken over yet it would do nothing when pressed: it waits, as the buttons above do. */}
      <button type="button" className="aw-link aw-setup-wallet" disabled={!interactive} onClick={() => goTo('CryptoSetupWallet')}>
        {t('main.setupWallet')}
      </button>
    </>
  );
}
