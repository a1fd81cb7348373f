import { useState, type FormEvent } from 'react';
import { useSetAtom } from '../../state/hooks.ts';
import { parsePhoneNumber } from '../../../client/core/lazyPhone.ts';
import { Button } from '../../components/Button.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { goToAtom, otpStateAtom } from '../../state/atoms.ts';
import { useWidget } from '../../state/WidgetContext.tsx';
import { phoneDestination } from '../../flows/phoneDestination.ts';
import { sendOtp } from '../../flows/sendOtp.ts';
import { useTypedBeforeTakeover } from '../../flows/useTypedBeforeTakeover.ts';
import { CountrySelector } from './CountrySelector.tsx';
import { DEFAULT_REGION, useCountryCodes } from './useCountryCodes.ts';
import { useFormSubmit } from './useFormSubmit.ts';
import { usePhonePlaceholder } from './usePhonePlaceholder.ts';
import { startSubmitLoads } from './startSubmitLoads.ts';

/**
 * The phone half of the login form: a dial-code selector (default US) and the number. The number is parsed in the
 * chosen country; a valid one gets a passcode by SMS or WhatsApp, and the widget goes to OTP
 * Authenticate with the destination shown there. After a country change the placeholder is that country's example
 * number. With passkey autofill on (a form with no email field), the input also offers the visitor's passkeys
 * (`username webauthn`, as the email field does: the number is the account's username here).
 */
export function PhoneForm({ method, passkeyAutofill }: { method: 'sms' | 'whatsapp'; passkeyAutofill: boolean }) {
  const { client, config, t, locale, emit, idPrefix } = useWidget();
  const setOtpState = useSetAtom(otpStateAtom);
  const goTo = useSetAtom(goToAtom);
  const countries = useCountryCodes(locale);
  const [region, setRegion] = useState(DEFAULT_REGION);
  const [phone, setPhone] = useState('');
  useTypedBeforeTakeover('phone', setPhone);
  const form = useFormSubmit();
  const { placeholder, countryChanged } = usePhonePlaceholder(t('form.phonePlaceholder'));

  function chooseCountry(regionCode: string) {
    setRegion(regionCode);
    countryChanged(regionCode);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.submitting) return;
    startSubmitLoads(client, client.otps, 'otp');
    void form.submit(async () => {
      const parsed = await parsePhoneNumber({ phoneNumber: phone, regionCode: region });
      if (!parsed.isValid) {
        form.refuse(t('form.invalidPhone'));
        return;
      }
      const response = await sendOtp(client, config, method, parsed.number);
      const callingCode = countries.find((country) => country.regionCode === region)?.callingCode ?? '+1';
      setOtpState({ type: method, methodId: response.method_id, otpDestination: phoneDestination(callingCode, parsed) });
      goTo('OTPAuthenticate');
      emit('passcode_sent', { method, method_id: response.method_id });
    });
  }

  return (
    <form className="aw-stack aw-login-form" noValidate onSubmit={submit}>
      <TextInput
        label={t('common.phoneLabel')}
        id={`${idPrefix}-phone`}
        name="phone"
        leading={<CountrySelector countries={countries} value={region} onChange={chooseCountry} disabled={form.submitting} />}
        type="tel"
        autoComplete={passkeyAutofill ? 'username webauthn' : 'tel-national'}
        placeholder={placeholder}
        value={phone}
        disabled={form.submitting}
        error={form.error}
        onChange={(event) => setPhone(event.target.value)}
      />
      <Button type="submit" loading={form.submitting}>
        {t(method === 'sms' ? 'form.continueWithPhone' : 'form.continueWithWhatsApp')}
      </Button>
    </form>
  );
}
