import { useState, type FormEvent } from 'react';
import {
  BackArrow,
  Banner,
  Button,
  goToAtom,
  passwordStateAtom,
  ScreenHeader,
  TextInput,
  useAtomValue,
  useSetAtom,
  useWidget,
} from '../../kernel.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { useMountedRef } from './useMountedRef.ts';
import { usePasswordlessLogin } from './usePasswordlessLogin.ts';
import { usePasswordSignIn } from './usePasswordSignIn.ts';
import { usePendingAction } from './usePendingAction.ts';
import { useResetByEmailStart } from './useResetByEmailStart.ts';

/** Which request the login body is waiting for; one at a time. */
type Pending = 'login' | 'forgot' | 'passwordless';

/**
 * Password create-or-login for a user with a password (`type: 'password'`): the fixed email, the password and
 * Continue (`password_authenticate`), and the links "Forgot Password" (a reset email, then Password Forgot) and
 * "Login without a password".
 */
export function PasswordLoginBody() {
  const { client, t, sessionDurationMinutes } = useWidget();
  const { email } = useAtomValue(passwordStateAtom);
  const goTo = useSetAtom(goToAtom);
  const mounted = useMountedRef();
  const signIn = usePasswordSignIn(mounted);
  const startReset = useResetByEmailStart();
  const loginWithoutPassword = usePasswordlessLogin(mounted);
  const [password, setPassword] = useState('');
  // The links' failures go to a banner (`linkError`); the password's to its field (`error`).
  const links = usePendingAction<Pending>(mounted);
  const { pending, setPending, error: linkError, setError: setLinkError } = links;
  const [error, setError] = useState('');

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

  /** Runs a link's action, one request at a time with the form's. */
  function runLink(kind: 'forgot' | 'passwordless', action: () => Promise<void>) {
    if (pending) return;
    setError('');
    void links.run(kind, action);
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
            runLink('forgot', async () => {
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
          onClick={() => runLink('passwordless', () => loginWithoutPassword(email))}
        >
          {t('password.loginWithoutPassword')}
        </button>
      </div>
    </div>
  );
}
