import { BackArrow, Banner, passwordStateAtom, ScreenHeader, useAtomValue, useWidget } from '../../kernel.ts';
import { ResendEmail } from './ResendEmail.tsx';
import { useMountedRef } from './useMountedRef.ts';
import { usePasswordlessLogin } from './usePasswordlessLogin.ts';
import { usePendingAction } from './usePendingAction.ts';

/**
 * Password Forgot: the reset link went to the email. "Resend email" sends it again with the
 * toast "Email resent"; "Login without a password" takes the passwordless path.
 */
export function PasswordForgotScreen() {
  const { t } = useWidget();
  const { email } = useAtomValue(passwordStateAtom);
  const mounted = useMountedRef();
  const loginWithoutPassword = usePasswordlessLogin(mounted);
  const { pending, error, run } = usePendingAction<'passwordless'>(mounted);

  function passwordless() {
    if (pending) return;
    void run('passwordless', () => loginWithoutPassword(email));
  }

  return (
    <div className="aw-screen aw-password">
      <BackArrow />
      <ScreenHeader text={t('password.forgotHeader')} />
      <p className="aw-text">{t('password.forgotText', { email })}</p>
      <ResendEmail email={email} />
      <Banner variant="error" text={error} />
      <div className="aw-password-links">
        <button type="button" className="aw-link" disabled={pending !== null} onClick={passwordless}>
          {t('password.loginWithoutPassword')}
        </button>
      </div>
    </div>
  );
}
