import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useWidget } from '../../WidgetContext.tsx';

/** "Success" (spec section 2): the wallet signed the challenge and the visitor is signed in. */
export function CryptoConfirmationScreen() {
  const { t } = useWidget();
  return (
    <div className="aw-screen aw-crypto">
      <div className="aw-crypto-success" aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 24 24" focusable="false">
          <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" fill="currentColor" />
        </svg>
      </div>
      <ScreenHeader text={t('crypto.confirmationHeader')} />
      <p className="aw-text aw-crypto-center">{t('crypto.confirmationText')}</p>
    </div>
  );
}
