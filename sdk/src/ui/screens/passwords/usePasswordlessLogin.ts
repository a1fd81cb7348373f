import { useCallback, type RefObject } from 'react';
import {
  DEFAULT_PASSCODE_EXPIRATION_MINUTES,
  goToAtom,
  magicLinkStateAtom,
  otpStateAtom,
  sendMagicLink,
  useSetAtom,
  useWidget,
} from '../../kernel.ts';
import { passwordlessPath } from './passwordlessPath.ts';
import { useResetByEmailStart } from './useResetByEmailStart.ts';

/** The `type` of the `email_sent` event for a login-or-create magic link. */
export const EMAIL_SENT_TYPE = 'login_or_create_eml';

/**
 * Logs a user in without a password: an email passcode (to OTP Authenticate), a login-or-create
 * magic link (to Email Confirmation, logging `email_sent`), or, when neither is configured, a password reset (to
 * Password Set New). Failures are thrown for the screen to show. `mounted` stops a late answer from moving a
 * widget the user has already navigated away from.
 */
export function usePasswordlessLogin(mounted: RefObject<boolean>): (email: string) => Promise<void> {
  const { client, config, emit } = useWidget();
  const goTo = useSetAtom(goToAtom);
  const setOtpState = useSetAtom(otpStateAtom);
  const setMagicLinkState = useSetAtom(magicLinkStateAtom);
  const startReset = useResetByEmailStart();

  return useCallback(
    async (email: string) => {
      const path = passwordlessPath(config);
      if (path === 'otp') {
        const otp = config.otpOptions;
        // The expiry is sent, not left to the provider, so it is the one OTP Authenticate counts down from.
        const response = await client.otps.email.loginOrCreate(email, {
          expiration_minutes: otp?.expirationMinutes ?? DEFAULT_PASSCODE_EXPIRATION_MINUTES,
          login_template_id: otp?.loginTemplateId,
          signup_template_id: otp?.signupTemplateId,
        });
        emit('passcode_sent', response);
        if (!mounted.current) return;
        setOtpState({ type: 'email', methodId: response.method_id, otpDestination: email });
        goTo('OTPAuthenticate');
      } else if (path === 'eml') {
        const response = await sendMagicLink(client, config, email);
        client.logEvent('email_sent', { email, type: EMAIL_SENT_TYPE });
        emit('magic_link_sent', response);
        if (!mounted.current) return;
        setMagicLinkState({ email });
        goTo('EmailConfirmation');
      } else {
        await startReset(email);
        if (mounted.current) goTo('PasswordSetNew');
      }
    },
    [client, config, emit, goTo, mounted, setMagicLinkState, setOtpState, startReset],
  );
}
