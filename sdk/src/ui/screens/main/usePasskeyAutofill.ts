import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../WidgetContext.tsx';
import { usePasskeyLogin } from './usePasskeyLogin.ts';

/** Autofill requests started at most, one used per failure (spec section 9). */
export const PASSKEY_AUTOFILL_ATTEMPTS = 5;

/** Whether the browser can offer passkeys in the email field's autofill; `unknown` until it has said. */
export type AutofillSupport = 'unknown' | 'supported' | 'unsupported';

/**
 * Passkey autofill on Main (spec sections 2 and 4). When `wanted` (passkeys on and an email field shown) and the
 * browser supports it, a conditional-mediation login runs in the background, tied to the email input by its
 * `username webauthn` autocomplete. Each failure uses one of five attempts and starts the next; leaving Main
 * aborts the pending request.
 */
export function usePasskeyAutofill(wanted: boolean): AutofillSupport {
  const { client, sessionDurationMinutes } = useWidget();
  const login = usePasskeyLogin();
  const latest = useRef(login);
  useEffect(() => {
    latest.current = login;
  });
  const [support, setSupport] = useState<AutofillSupport>('unknown');
  const [attemptsLeft, setAttemptsLeft] = useState(PASSKEY_AUTOFILL_ATTEMPTS);

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
    if (!wanted || support !== 'supported' || attemptsLeft <= 0) return;
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
          // Our own abort (Main unmounted) is not a failure and uses no attempt.
          if (controller.signal.aborted) return;
          latest.current.onError(error);
          setAttemptsLeft((left) => left - 1);
        },
      );
    return () => controller.abort();
  }, [client, wanted, support, attemptsLeft, sessionDurationMinutes]);

  return wanted ? support : 'unsupported';
}
