import { useId, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai/react';
import { parsePhoneNumber } from '../../../client/lazyPhone.ts';
import { Button } from '../../components/Button.tsx';
import { LinkifiedText } from '../../components/LinkifiedText.tsx';
import { goToAtom, otpStateAtom } from '../../state/atoms.ts';
import { useWidget } from '../../WidgetContext.tsx';
import { phoneDestination } from '../otp/phoneDestination.ts';
import { sendOtp } from '../otp/sendOtp.ts';
import { CountrySelector } from './CountrySelector.tsx';
import { errorText } from './errorText.ts';
import { DEFAULT_REGION, useCountryCodes } from './useCountryCodes.ts';

/**
 * The phone half of the login form: a dial-code selector (default US) and the number. The number is parsed in the
 * chosen country (spec section 5); a valid one gets a passcode by SMS or WhatsApp, and the widget goes to OTP
 * Authenticate with the destination shown there.
 */
export function PhoneForm({ method }: { method: 'sms' | 'whatsapp' }) {
  const { client, config, t, emit, fail } = useWidget();
  const setOtpState = useSetAtom(otpStateAtom);
  const goTo = useSetAtom(goToAtom);
  const countries = useCountryCodes();
  const [region, setRegion] = useState(DEFAULT_REGION);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const inputId = `aw-phone-${useId()}`;
  const errorId = `${inputId}-error`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setError('');
    setSubmitting(true);
    try {
      const parsed = await parsePhoneNumber({ phoneNumber: phone, regionCode: region });
      if (!parsed.isValid) {
        setError(t('form.invalidPhone'));
        setSubmitting(false);
        return;
      }
      const response = await sendOtp(client, config, method, parsed.number);
      const callingCode = countries.find((country) => country.regionCode === region)?.callingCode ?? '+1';
      setOtpState({ type: method, methodId: response.method_id, otpDestination: phoneDestination(callingCode, parsed) });
      goTo('OTPAuthenticate');
      emit('passcode_sent', { method, method_id: response.method_id });
    } catch (caught) {
      setError(errorText(caught));
      setSubmitting(false);
      fail(caught);
    }
  }

  return (
    <form className="aw-stack aw-login-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="aw-field">
        <label className="aw-label" htmlFor={inputId}>
          {t('common.phoneLabel')}
        </label>
        <div className="aw-row">
          <CountrySelector countries={countries} value={region} onChange={setRegion} disabled={submitting} />
          <input
            id={inputId}
            className="aw-input"
            type="tel"
            autoComplete="tel-national"
            placeholder={t('form.phonePlaceholder')}
            value={phone}
            disabled={submitting}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
        {error ? (
          <p id={errorId} className="aw-field-error" role="alert">
            <LinkifiedText text={error} />
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={submitting}>
        {t(method === 'sms' ? 'form.continueWithPhone' : 'form.continueWithWhatsApp')}
      </Button>
    </form>
  );
}
