import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useWidget } from '../../WidgetContext.tsx';

/** OTP Confirmation (spec section 2): the passcode was accepted and the visitor is signed in. */
export function OtpConfirmationScreen() {
  const { t } = useWidget();
  return (
    <div className="aw-screen aw-otp-confirmation">
      <div className="aw-success-mark" aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 24 24" focusable="false">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z" />
        </svg>
      </div>
      <ScreenHeader text={t('otp.successHeader')} />
      <p className="aw-text aw-center">{t('otp.successText')}</p>
    </div>
  );
}
