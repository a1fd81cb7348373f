import { Banner, showToast, useWidget } from '../../kernel.ts';
import { useMountedRef } from './useMountedRef.ts';
import { usePendingAction } from './usePendingAction.ts';
import { useResetByEmailStart } from './useResetByEmailStart.ts';

/**
 * "Didn't get it? Resend email" under a sent reset email: starts the reset again and confirms with the toast
 * "Email resent"; a failure shows in a banner and goes to `onError`.
 */
export function ResendEmail({ email }: { email: string }) {
  const { t, store } = useWidget();
  const mounted = useMountedRef();
  const startReset = useResetByEmailStart();
  const { pending, error, run } = usePendingAction<'resend'>(mounted);

  function resend() {
    if (pending) return;
    void run('resend', async () => {
      await startReset(email);
      showToast(store, 'success', t('password.resent'));
    });
  }

  return (
    <>
      <Banner variant="error" text={error} />
      <p className="aw-text aw-password-resend">
        <span>{t('password.didntGetIt')}</span>{' '}
        <button type="button" className="aw-link" disabled={pending !== null} aria-busy={pending !== null || undefined} onClick={resend}>
          {t('password.resendEmail')}
        </button>
      </p>
    </>
  );
}
