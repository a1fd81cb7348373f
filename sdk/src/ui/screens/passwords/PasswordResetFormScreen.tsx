import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Banner,
  Button,
  errorText,
  resetPasswordStateAtom,
  ScreenHeader,
  Spinner,
  TOKEN_TYPE_PARAM,
  useAtomValue,
  useTypedBeforeTakeover,
  useWidget,
} from '../../kernel.ts';
import { NewPasswordInput } from './NewPasswordInput.tsx';
import { useMountedRef } from './useMountedRef.ts';
import { usePasswordSignIn } from './usePasswordSignIn.ts';
import { useStrengthCheck } from './useStrengthCheck.ts';

/** The reset email's second link carries the same token with the token type `login`. */
const LOGIN_TOKEN_TYPE = 'login';

/** True when the page was opened from the reset email's "log in without a password" link. */
function openedAsLoginLink(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.search).get(TOKEN_TYPE_PARAM) === LOGIN_TOKEN_TYPE;
}

/** Which request the form is waiting for. */
type Pending = 'reset' | 'login' | null;

/**
 * Password Reset Form (the `mountResetPassword` entry). The reset token comes from the
 * form state. A new password gets the same strength feedback and Continue rule as account creation, and Continue
 * resets it (`password_reset`). "Login without a password" authenticates the token as a magic link instead; when
 * the page's token-type parameter is `login`, that happens at once, showing "Logging in".
 */
export function PasswordResetFormScreen() {
  const { client, t, sessionDurationMinutes, fromServer, idPrefix, interactive } = useWidget();
  const { token } = useAtomValue(resetPasswordStateAtom);
  const mounted = useMountedRef();
  const signIn = usePasswordSignIn(mounted);
  // A server cannot read the page's address, so the markup it sent (and its takeover) is the form; the effect below
  // then looks at the address.
  const [autoLogin, setAutoLogin] = useState(() => !fromServer && openedAsLoginLink());
  const [password, setPassword] = useState('');
  useTypedBeforeTakeover('password', setPassword);
  const [pending, setPending] = useState<Pending>(autoLogin ? 'login' : null);
  const [error, setError] = useState('');
  const [loginError, setLoginError] = useState('');
  const strength = useStrengthCheck(undefined, password);
  const canSubmit = strength.result?.valid_password === true && pending === null;
  const checkError = strength.error !== null ? errorText(strength.error, t) : '';
  // Once per visit, also under StrictMode's double effects: the token works once.
  const started = useRef(false);

  async function loginWithoutPassword() {
    setPending('login');
    setError('');
    setLoginError('');
    const message = await signIn(
      () => client.magicLinks.authenticate(token, { session_duration_minutes: sessionDurationMinutes }),
      'magic_link_authenticate',
    );
    if (!mounted.current) return;
    setLoginError(message);
    setPending(null);
  }

  useEffect(() => {
    if (!(autoLogin || (fromServer && openedAsLoginLink())) || started.current) return;
    started.current = true;
    setAutoLogin(true);
    void loginWithoutPassword();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs on arrival only.
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setPending('reset');
    setError('');
    setLoginError('');
    const message = await signIn(
      () => client.passwords.resetByEmail({ token, password, session_duration_minutes: sessionDurationMinutes }),
      'password_reset',
    );
    if (!mounted.current) return;
    setError(message);
    setPending(null);
  }

  if (autoLogin && pending === 'login') {
    return (
      <div className="aw-screen aw-password" aria-busy="true">
        <ScreenHeader text={t('password.loggingIn')} />
        <div className="aw-password-logging-in">
          <Spinner />
        </div>
      </div>
    );
  }

  return (
    <div className="aw-screen aw-password">
      <ScreenHeader text={t('password.resetHeader')} />
      <p className="aw-text">{t('password.resetText')}</p>
      <Banner variant="error" text={loginError} />
      <form className="aw-stack" onSubmit={submit} noValidate>
        <NewPasswordInput
          id={`${idPrefix}-new-password`}
          label={t('password.newPasswordLabel')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError('');
          }}
          error={error || checkError}
          strength={strength}
        />
        <Button type="submit" disabled={!canSubmit} loading={pending === 'reset'}>
          {t('password.continue')}
        </Button>
      </form>
      <div className="aw-password-links">
        {/* Disabled in server markup not taken over yet, as the widget's buttons are: pressed then, it would do nothing. */}
        <button type="button" className="aw-link" disabled={pending !== null || !interactive} onClick={() => void loginWithoutPassword()}>
          {t('password.loginWithoutPassword')}
        </button>
      </div>
    </div>
  );
}
