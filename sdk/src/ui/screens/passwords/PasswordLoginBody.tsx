import { useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { Banner } from '../../components/Banner.tsx';
import { BackArrow } from '../../components/BackArrow.tsx';
import { Button } from '../../components/Button.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { goToAtom, passwordStateAtom } from '../../state/atoms.ts';
import { useWidget } from '../../WidgetContext.tsx';
import { errorText } from './errorText.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { useMountedRef } from './useMountedRef.ts';
import { usePasswordlessLogin } from './usePasswordlessLogin.ts';
import { usePasswordSignIn } from './usePasswordSignIn.ts';
import { useResetByEmailStart } from './useResetByEmailStart.ts';

/** Which request the login body is waiting for; one at a time. */
type Pending = 'login' | 'forgot' | 'passwordless' | null;

/**
 * Password create-or-login for a user with a password (`type: 'password'`): the fixed email, the password and
 * Continue (`password_authenticate`), and the links "Forgot Password" (a reset email, then Password Forgot) and
 * "Login without a password" (spec sections 2 and 4).
 */
export function PasswordLoginBody() {
  const { client, t, fail, sessionDurationMinutes } = useWidget();
  const { email } = useAtomValue(passwordStateAtom);
  const goTo = useSetAtom(goToAtom);
  const mounted = useMountedRef();
  const signIn = usePasswordSignIn(mounted);
  const startReset = useResetByEmailStart();
  const loginWithoutPassword = usePasswordlessLogin(mounted);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState('');
  const [linkError, setLinkError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '' || pending) return;
    setPending('login');
    setError('');
    setLinkError('');
    const message = await signIn(
      () => client.passwords.authenticate({ email, password, session_duration_minutes: sessionDurationMinutes }),
      'password_authenticate',
      email,
    );
    if (!mounted.current) return;
    setError(message);
    setPending(null);
  }

  /** Runs a link's action; its failure is shown in a banner, as it belongs to no field. */
  async function runLink(kind: 'forgot' | 'passwordless', action: () => Promise<void>) {
    if (pending) return;
    setPending(kind);
    setError('');
    setLinkError('');
    try {
      await action();
    } catch (failure) {
      fail(failure);
      if (mounted.current) setLinkError(errorText(failure));
    }
    if (mounted.current) setPending(null);
  }

  return (
    <div className="aw-screen aw-password" data-password-type="password">
      <BackArrow />
      <ScreenHeader text={t('password.loginHeader')} />
      <p className="aw-text">{t('password.loginText')}</p>
      <Banner variant="error" text={linkError} />
      <form className="aw-stack" onSubmit={submit} noValidate>
        <TextInput label={t('password.emailLabel')} type="email" name="email" value={email} readOnly autoComplete="username" />
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError('');
          }}
          error={error}
        />
        <Button type="submit" disabled={password === '' || (pending !== null && pending !== 'login')} loading={pending === 'login'}>
          {t('password.continue')}
        </Button>
      </form>
      <div className="aw-password-links">
        <button
          type="button"
          className="aw-link"
          disabled={pending !== null}
          onClick={() =>
            void runLink('forgot', async () => {
              await startReset(email);
              if (mounted.current) goTo('PasswordForgot');
            })
          }
        >
          {t('password.forgot')}
        </button>
        <button
          type="button"
          className="aw-link"
          disabled={pending !== null}
          onClick={() => void runLink('passwordless', () => loginWithoutPassword(email))}
        >
          {t('password.loginWithoutPassword')}
        </button>
      </div>
    </div>
  );
}
