import { BackArrow, ScreenHeader, useWidget } from '../../kernel.ts';
import { WALLET_DOWNLOADS } from './walletDownloads.ts';

/**
 * "Set up a new crypto wallet": links to the download pages of five wallets, each opening in a
 * new tab without giving that tab a handle on this page (`noopener noreferrer`).
 */
export function CryptoSetupWalletScreen() {
  const { t } = useWidget();
  return (
    <div className="aw-screen aw-crypto">
      <BackArrow />
      <ScreenHeader text={t('crypto.setupHeader')} />
      <p className="aw-text">{t('crypto.setupText')}</p>
      <ul className="aw-stack aw-crypto-downloads">
        {WALLET_DOWNLOADS.map(({ wallet, url }) => (
          <li key={wallet}>
            <a className="aw-button" data-variant="secondary" href={url} target="_blank" rel="noopener noreferrer">
              {t('crypto.download', { wallet })}
              <span className="aw-sr-only"> {t('crypto.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
