import { useState } from 'react';
import { Banner } from '../../components/Banner.tsx';
import { showToast } from '../../state/toasts.ts';
import { useWidget } from '../../WidgetContext.tsx';
import { errorText } from './errorText.ts';
import { useMountedRef } from './useMountedRef.ts';
import { useResetByEmailStart } from './useResetByEmailStart.ts';

/**
 * "Didn't get it? Resend email" under a sent reset email: starts the reset again and confirms with the toast
 * "Email resent" (spec section 8); a failure shows in a banner and goes to `onError`.
 */
export function ResendEmail({ email }: { email: string }) {
  const { t, fail, store } = useWidget();
  const mounted = useMountedRef();
  const startReset = useResetByEmailStart();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  async function resend() {
    if (pending) return;
    setPending(true);
    setError('');
    try {
      await startReset(email);
      showToast(store, 'success', t('password.resent'));
    } catch (failure) {
      fail(failure);
      if (mounted.current) setError(errorText(failure));
    }
    if (mounted.current) setPending(false);
  }

  return (
    <>
      <Banner variant="error" text={error} />
      <p className="aw-text aw-password-resend">
        <span>{t('password.didntGetIt')}</span>{' '}
        <button type="button" className="aw-link" disabled={pending} aria-busy={pending || undefined} onClick={() => void resend()}>
          {t('password.resendEmail')}
        </button>
      </p>
    </>
  );
}
