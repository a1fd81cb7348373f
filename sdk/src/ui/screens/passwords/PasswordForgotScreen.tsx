import { useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { Banner } from '../../components/Banner.tsx';
import { BackArrow } from '../../components/BackArrow.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { passwordStateAtom } from '../../state/atoms.ts';
import { useWidget } from '../../WidgetContext.tsx';
import { errorText } from './errorText.ts';
import { ResendEmail } from './ResendEmail.tsx';
import { useMountedRef } from './useMountedRef.ts';
import { usePasswordlessLogin } from './usePasswordlessLogin.ts';

/**
 * Password Forgot (spec section 2): the reset link went to the email. "Resend email" sends it again with the
 * toast "Email resent" (spec section 8); "Login without a password" takes the passwordless path.
 */
export function PasswordForgotScreen() {
  const { t, fail } = useWidget();
  const { email } = useAtomValue(passwordStateAtom);
  const mounted = useMountedRef();
  const loginWithoutPassword = usePasswordlessLogin(mounted);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  async function passwordless() {
    if (pending) return;
    setPending(true);
    setError('');
    try {
      await loginWithoutPassword(email);
    } catch (failure) {
      fail(failure);
      if (mounted.current) setError(errorText(failure));
    }
    if (mounted.current) setPending(false);
  }

  return (
    <div className="aw-screen aw-password">
      <BackArrow />
      <ScreenHeader text={t('password.forgotHeader')} />
      <p className="aw-text">{t('password.forgotText', { email })}</p>
      <ResendEmail email={email} />
      <Banner variant="error" text={error} />
      <div className="aw-password-links">
        <button type="button" className="aw-link" disabled={pending} onClick={() => void passwordless()}>
          {t('password.loginWithoutPassword')}
        </button>
      </div>
    </div>
  );
}
