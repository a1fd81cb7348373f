import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useWidget } from '../../WidgetContext.tsx';

/** Password Confirmation (spec section 2): "Success, you have successfully logged in." */
export function PasswordConfirmationScreen() {
  const { t } = useWidget();
  return (
    <div className="aw-screen aw-password aw-password-confirmation">
      <div className="aw-password-success" aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 24 24" focusable="false">
          <path
            fill="currentColor"
            d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z"
          />
        </svg>
      </div>
      <ScreenHeader text={t('password.confirmationText')} />
    </div>
  );
}
