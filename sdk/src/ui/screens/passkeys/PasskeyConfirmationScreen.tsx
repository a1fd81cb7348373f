import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useWidget } from '../../WidgetContext.tsx';

/** The end of a passkey login from Main (spec sections 2 and 4): "Your Passkey has been successfully authenticated." */
export function PasskeyConfirmationScreen() {
  const { t } = useWidget();
  return (
    <div className="aw-screen aw-passkeys">
      <div className="aw-passkey-success" aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 24 24" focusable="false">
          <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" fill="currentColor" />
        </svg>
      </div>
      <ScreenHeader text={t('passkey.confirmationHeader')} />
      <p className="aw-text aw-passkey-center">{t('passkey.confirmationText')}</p>
    </div>
  );
}
