import { useState, type FormEvent } from 'react';
import { BackArrow, Button, errorText, passwordStateAtom, ScreenHeader, TextInput, useAtomValue, useWidget } from '../../kernel.ts';
import { hasErrorType } from './hasErrorType.ts';
import { NewPasswordInput } from './NewPasswordInput.tsx';
import { useMountedRef } from './useMountedRef.ts';
import { usePasswordSignIn } from './usePasswordSignIn.ts';
import { useStrengthCheck } from './useStrengthCheck.ts';

/**
 * Password create-or-login for a new user (`type: 'new'`): the fixed email, a new password with its strength
 * feedback, and Continue, enabled once the check calls the password valid. Continue creates the
 * account (`password_create`).
 */
export function PasswordCreateBody() {
  const { client, t, sessionDurationMinutes } = useWidget();
  const { email } = useAtomValue(passwordStateAtom);
  const mounted = useMountedRef();
  const signIn = usePasswordSignIn(mounted);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const strength = useStrengthCheck(email, password);

  // The check validates the email too; its `invalid_email` belongs under the email field.
  const emailError = hasErrorType(strength.error, 'invalid_email') ? t('password.invalidEmail') : '';
  const checkError = strength.error !== null && !emailError ? errorText(strength.error, t) : '';
  const canSubmit = strength.result?.valid_password === true && !submitting;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setError('');
    const message = await signIn(
      () => client.passwords.create({ email, password, session_duration_minutes: sessionDurationMinutes }),
      'password_create',
      email,
    );
    if (!mounted.current) return;
    setError(message);
    setSubmitting(false);
  }

  return (
    <div className="aw-screen aw-password" data-password-type="new">
      <BackArrow />
      <ScreenHeader text={t('password.newHeader')} />
      <p className="aw-text">{t('password.newText')}</p>
      <form className="aw-stack" onSubmit={submit} noValidate>
        <TextInput label={t('password.emailLabel')} type="email" name="email" value={email} readOnly autoComplete="username" error={emailError} />
        <NewPasswordInput
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError('');
          }}
          error={error || checkError}
          strength={strength}
        />
        <Button type="submit" disabled={!canSubmit} loading={submitting}>
          {t('password.continue')}
        </Button>
      </form>
    </div>
  );
}
