import { useEffect, useRef } from 'react';
import {
  BackArrow,
  Banner,
  Button,
  goToAtom,
  passwordStateAtom,
  ScreenHeader,
  Spinner,
  useAtomValue,
  useSetAtom,
  useWidget,
} from '../../kernel.ts';
import { useMountedRef } from './useMountedRef.ts';
import { usePasswordlessLogin } from './usePasswordlessLogin.ts';
import { usePendingAction } from './usePendingAction.ts';
import { useResetByEmailStart } from './useResetByEmailStart.ts';

/** Which request the body is waiting for. */
type Pending = 'passwordless' | 'create';

/**
 * Password create-or-login for a user without a password (`type: 'passwordless'`). The path is chosen
 * automatically and started as soon as the screen shows: an email passcode, a magic link, or a
 * reset. While it runs, and if it fails, the screen offers "Create a password instead" (a reset email, then
 * Password Set New); after a failure "Login without a password" tries the automatic path again.
 */
export function PasswordlessBody() {
  const { t } = useWidget();
  const { email } = useAtomValue(passwordStateAtom);
  const goTo = useSetAtom(goToAtom);
  const mounted = useMountedRef();
  const loginWithoutPassword = usePasswordlessLogin(mounted);
  const startReset = useResetByEmailStart();
  const { pending, error, run } = usePendingAction<Pending>(mounted, 'passwordless');
  // Once per visit, also under StrictMode's double effects: a second run would send a second email.
  const started = useRef(false);

  const passwordless = () => run('passwordless', () => loginWithoutPassword(email));
  const createInstead = () =>
    run('create', async () => {
      await startReset(email);
      if (mounted.current) goTo('PasswordSetNew');
    });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void passwordless();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs on arrival only; the email is fixed for this screen.
  }, []);

  return (
    <div className="aw-screen aw-password" data-password-type="passwordless" aria-busy={pending === 'passwordless' || undefined}>
      <BackArrow />
      <ScreenHeader text={t('password.passwordlessHeader')} />
      {pending === 'passwordless' ? (
        <p className="aw-text aw-password-sending">
          <Spinner />
          <span>{t('password.passwordlessText')}</span>
        </p>
      ) : (
        <p className="aw-text">{t('password.passwordlessFailed')}</p>
      )}
      <Banner variant="error" text={error} />
      {pending !== 'passwordless' ? (
        <Button disabled={pending !== null} onClick={() => void passwordless()}>
          {t('password.loginWithoutPassword')}
        </Button>
      ) : null}
      <Button variant="secondary" disabled={pending !== null} loading={pending === 'create'} onClick={() => void createInstead()}>
        {t('password.createInstead')}
      </Button>
    </div>
  );
}
