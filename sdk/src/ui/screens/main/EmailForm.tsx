import { useState, type FormEvent } from 'react';
import { useSetAtom } from '../../state/hooks.ts';
import { Button } from '../../components/Button.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { goToAtom, magicLinkStateAtom, otpStateAtom, passwordStateAtom } from '../../state/atoms.ts';
import { useWidget } from '../../WidgetContext.tsx';
import { LOGIN_OR_CREATE_EML } from '../../flows/emailEvents.ts';
import { sendMagicLink } from '../../flows/sendMagicLink.ts';
import { sendOtp } from '../../flows/sendOtp.ts';
import { isValidEmail } from './emailPattern.ts';
import { useFormSubmit } from './useFormSubmit.ts';

/** The methods this form serves. */
export type EmailMethod = 'emailOtp' | 'emailMagicLink' | 'password';

/**
 * The email half of the login form, for a passcode, a magic link or the password flow (spec sections 2, 4, 5).
 * With passkey autofill on, the input also offers the visitor's passkeys (`username webauthn`).
 */
export function EmailForm({ method, passkeyAutofill }: { method: EmailMethod; passkeyAutofill: boolean }) {
  const widget = useWidget();
  const { client, config, t, emit } = widget;
  const setOtpState = useSetAtom(otpStateAtom);
  const setMagicLinkState = useSetAtom(magicLinkStateAtom);
  const setPasswordState = useSetAtom(passwordStateAtom);
  const goTo = useSetAtom(goToAtom);
  const [email, setEmail] = useState('');
  const form = useFormSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      form.refuse(t(method === 'emailOtp' ? 'form.invalidEmailOtp' : 'form.invalidEmail'));
      return;
    }
    void form.submit(async () => {
      if (method === 'emailOtp') {
        const response = await sendOtp(client, config, 'email', address);
        setOtpState({ type: 'email', methodId: response.method_id, otpDestination: address });
        goTo('OTPAuthenticate');
        emit('passcode_sent', { method: 'email', method_id: response.method_id });
      } else if (method === 'emailMagicLink') {
        const response = await sendMagicLink(client, config, address);
        setMagicLinkState({ email: address });
        client.logEvent('email_sent', { email: address, type: LOGIN_OR_CREATE_EML });
        goTo('EmailConfirmation');
        emit('magic_link_sent', response);
      } else {
        const { userType } = await client.user.search(address);
        setPasswordState({ email: address, type: userType });
        goTo('PasswordCreateOrLogin');
      }
    });
  }

  return (
    <form className="aw-stack aw-login-form" noValidate onSubmit={submit}>
      <TextInput
        label={t('common.emailLabel')}
        type="email"
        name="email"
        autoComplete={passkeyAutofill ? 'username webauthn' : 'email'}
        placeholder={t('form.emailPlaceholder')}
        value={email}
        disabled={form.submitting}
        error={form.error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" loading={form.submitting}>
        {t('form.continueWithEmail')}
      </Button>
    </form>
  );
}
