import { useEffect, useRef, useState } from 'react';
import { isAuthError } from '../../../client/core/AuthError.ts';
import { useWidget } from '../../WidgetContext.tsx';
import { usePasskeyLogin } from './usePasskeyLogin.ts';

/** Autofill requests started at most, one used per failure (spec section 9). */
export const PASSKEY_AUTOFILL_ATTEMPTS = 5;

/** Whether the browser can offer passkeys in the email field's autofill; `unknown` until it has said. */
export type AutofillSupport = 'unknown' | 'supported' | 'unsupported';

/** The field a conditional request offers passkeys in, found as the WebAuthn library looks for it. */
const AUTOFILL_INPUT = "input[autocomplete$='webauthn']";

/** The library's refusal when no such field is on the page: nothing the visitor did, so never reported. */
function isMissingInput(error: unknown): boolean {
  return isAuthError(error) && error.message.includes('No <input> with "webauthn"');
}

/**
 * Passkey autofill on Main (spec sections 2 and 4). When `wanted` (passkeys on and the form has an email field) the
 * browser's support is checked; while `active` (the email field is shown, tied to the request by its
 * `username webauthn` autocomplete) a conditional-mediation login runs in the background. Each failure uses one of
 * five attempts and starts the next. Hiding the field (another tab) or leaving Main aborts the pending request
 * without using an attempt; the request starts again when the field comes back.
 */
export function usePasskeyAutofill(wanted: boolean, active: boolean): AutofillSupport {
  const { client, sessionDurationMinutes } = useWidget();
  const login = usePasskeyLogin();
  const latest = useRef(login);
  useEffect(() => {
    latest.current = login;
  });
  const [support, setSupport] = useState<AutofillSupport>('unknown');
  const [attemptsLeft, setAttemptsLeft] = useState(PASSKEY_AUTOFILL_ATTEMPTS);
  const running = wanted && active && support === 'supported' && attemptsLeft > 0;

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    client.webauthn.browserSupportsAutofill().then(
      (supported) => {
        if (live) setSupport(supported ? 'supported' : 'unsupported');
      },
      () => {
        if (live) setSupport('unsupported');
      },
    );
    return () => {
      live = false;
    };
  }, [client, wanted]);

  useEffect(() => {
    // Effects run after the commit: the email field of this render is in the document by now.
    if (!running || !document.querySelector(AUTOFILL_INPUT)) return;
    const controller = new AbortController();
    client.webauthn
      .authenticate({
        conditional_mediation: true,
        is_passkey: true,
        session_duration_minutes: sessionDurationMinutes,
        signal: controller.signal,
      })
      .then(
        (response) => {
          if (!controller.signal.aborted) latest.current.onSuccess(response);
        },
        (error: unknown) => {
          // Our own abort (the field hidden, Main left) is not a failure and uses no attempt.
          if (controller.signal.aborted || isMissingInput(error)) return;
          latest.current.onError(error);
          setAttemptsLeft((left) => left - 1);
        },
      );
    return () => controller.abort();
  }, [client, running, attemptsLeft, sessionDurationMinutes]);

  return wanted ? support : 'unsupported';
}
