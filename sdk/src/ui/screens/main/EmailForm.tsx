import { useState, type FormEvent } from 'react';
import { lazyApi } from '../../../client/core/lazyApi.ts';
import { Button } from '../../components/Button.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { useWidget } from '../../state/WidgetContext.tsx';
import { useTypedBeforeTakeover } from '../../flows/useTypedBeforeTakeover.ts';
import { isValidEmail } from './emailPattern.ts';
import type * as submitEmailModule from './submitEmail.ts';
import type { EmailMethod } from './submitEmail.ts';
import { useFormSubmit } from './useFormSubmit.ts';
import { startSubmitLoads } from './startSubmitLoads.ts';

/** The submit's code, loaded as the client's namespaces are: on first use, a failed fetch a network failure. */
const submits = lazyApi(() => import('./submitEmail.ts'), (module): typeof submitEmailModule => module, { submitEmail: true });

export type { EmailMethod } from './submitEmail.ts';

/**
 * The email half of the login form, for a passcode, a magic link or the password flow.
 * With passkey autofill on, the input also offers the visitor's passkeys (`username webauthn`).
 */
export function EmailForm({ method, passkeyAutofill }: { method: EmailMethod; passkeyAutofill: boolean }) {
  const widget = useWidget();
  const { t, idPrefix } = widget;
  const [email, setEmail] = useState('');
  useTypedBeforeTakeover('email', setEmail);
  const form = useFormSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      form.refuse(t(method === 'emailOtp' ? 'form.invalidEmailOtp' : 'form.invalidEmail'));
      return;
    }
    const { client } = widget;
    if (method === 'emailOtp') startSubmitLoads(client, client.otps, 'otp');
    else if (method === 'emailMagicLink') startSubmitLoads(client, client.magicLinks, 'email');
    else startSubmitLoads(client, client.passwords, 'passwords');
    void form.submit(() => submits.submitEmail(widget, method, address));
  }

  return (
    <form className="aw-stack aw-login-form" noValidate onSubmit={submit}>
      <TextInput
        label={t('common.emailLabel')}
        id={`${idPrefix}-email`}
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
