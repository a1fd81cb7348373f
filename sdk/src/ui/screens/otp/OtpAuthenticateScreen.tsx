import { useId, useState } from 'react';
import {
  BackArrow,
  e164Of,
  errorText,
  goToAtom,
  isAuthError,
  LinkifiedText,
  otpStateAtom,
  passcodeExpirationMinutes,
  ScreenHeader,
  sendOtp,
  showToast,
  useAtom,
  useSetAtom,
  useWidget,
  type WidgetContextValue,
} from '../../kernel.ts';
import { emptyPasscode, PasscodeInput } from './PasscodeInput.tsx';
import { countdownText } from '../../strings/countdownText.ts';
import { useCountdown } from './useCountdown.ts';

/** True when the provider says the code ran out, which can come before the countdown ends (clocks differ). */
function isExpiredCode(error: unknown): boolean {
  return isAuthError(error, 'api_error') && error.errorType === 'otp_code_expired';
}

/**
 * The text for a failed check: "Invalid passcode, please try again." for any refusal of the provider, as the reference
 * UI says it; a locked method (`user_locked_out`, the provider's `otp_locked`) and failures that are not the provider's
 * answer have their own text (`errorText`), which says what to do instead.
 */
function checkErrorText(error: unknown, t: WidgetContextValue['t']): string {
  if (isAuthError(error, 'api_error')) return t('otp.invalid');
  return errorText(error, t);
}

/**
 * OTP Authenticate: six boxes that submit themselves once full, with the boxes locked and
 * a 10 s progress bar while the code is checked; a countdown from the passcode's lifetime that ends in "Your code
 * has expired."; "Resend code" sends a new code, restarts the countdown and says so in a toast, and a failed resend
 * is an error toast. The back arrow to Main can be hidden with `otpOptions.hideBackArrow`.
 */
export function OtpAuthenticateScreen() {
  const { client, config, store, t, locale, emit, succeed, fail, sessionDurationMinutes } = useWidget();
  const hideBackArrow = config.otpOptions?.hideBackArrow === true;
  const [otpState, setOtpState] = useAtom(otpStateAtom);
  const goTo = useSetAtom(goToAtom);
  const [digits, setDigits] = useState(emptyPasscode);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState('');
  const [focusKey, setFocusKey] = useState(0);
  const [sendCount, setSendCount] = useState(0);
  const [expiredEarly, setExpiredEarly] = useState(false);
  const secondsLeft = useCountdown(passcodeExpirationMinutes(config) * 60, sendCount);
  const errorId = `aw-otp-error-${useId()}`;

  async function verify(code: string) {
    if (verifying) return;
    setVerifying(true);
    setError('');
    try {
      const response = await client.otps.authenticate(code, otpState.methodId, { session_duration_minutes: sessionDurationMinutes });
      goTo('OTPConfirmation');
      succeed(response);
      emit('passcode_verified', { method: otpState.type, method_id: otpState.methodId });
    } catch (caught) {
      setVerifying(false);
      setDigits(emptyPasscode());
      // An expired code reads as the countdown's end, with "Resend code" beside it, not as a wrong code.
      if (isExpiredCode(caught)) setExpiredEarly(true);
      else setError(checkErrorText(caught, t));
      setFocusKey((key) => key + 1);
      fail(caught);
    }
  }

  async function resend() {
    if (resending || verifying) return;
    setResending(true);
    setError('');
    try {
      const destination = otpState.type === 'email' ? otpState.otpDestination : await e164Of(otpState.otpDestination);
      const response = await sendOtp(client, config, otpState.type, destination);
      setOtpState((state) => ({ ...state, methodId: response.method_id }));
      setDigits(emptyPasscode());
      setExpiredEarly(false);
      setSendCount((count) => count + 1);
      setFocusKey((key) => key + 1);
      showToast(store, 'success', t('otp.resent'));
      emit('passcode_sent', { method: otpState.type, method_id: response.method_id });
    } catch (caught) {
      // As the reference UI: a failed resend is an error toast (4 s); the boxes and any check error stay as they were.
      showToast(store, 'error', errorText(caught, t));
      fail(caught);
    } finally {
      setResending(false);
    }
  }

  const expired = secondsLeft === 0 || expiredEarly;
  return (
    <div className="aw-screen aw-otp">
      {hideBackArrow || verifying ? null : <BackArrow />}
      <ScreenHeader text={t('otp.header')} autoFocus={false} />
      <p className="aw-text">{t('otp.sentTo', { destination: otpState.otpDestination })}</p>
      <PasscodeInput
        digits={digits}
        onChange={setDigits}
        onComplete={(code) => void verify(code)}
        disabled={verifying}
        focusKey={focusKey}
        describedBy={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="aw-field-error" role="alert">
          <LinkifiedText text={error} />
        </p>
      ) : null}
      {verifying ? (
        <div className="aw-otp-verifying" role="status">
          <span className="aw-text">{t('otp.verifying')}</span>
          <div className="aw-progress" role="progressbar" aria-label={t('otp.verifying')}>
            <span className="aw-progress-bar" />
          </div>
        </div>
      ) : (
        <p className="aw-otp-countdown aw-muted">
          {expired ? <span role="status">{t('otp.expired')}</span> : <span>{t('otp.expiresIn', { time: countdownText(secondsLeft, t, locale) })}</span>}{' '}
          <button type="button" className="aw-link" disabled={resending} onClick={() => void resend()}>
            {t('otp.resend')}
          </button>
        </p>
      )}
    </div>
  );
}
