import { useEffect, useRef, useState, type RefObject } from 'react';
import { isAuthError } from '../../../client/core/AuthError.ts';
import { useWidget } from '../../state/WidgetContext.tsx';
import { usePasskeyLogin } from './usePasskeyLogin.ts';

/** Autofill requests started at most, one used per failure. */
export const PASSKEY_AUTOFILL_ATTEMPTS = 5;

/** Whether the browser can offer passkeys in a form field's autofill; `unknown` until it has said. */
export type AutofillSupport = 'unknown' | 'supported' | 'unsupported';

/** The field a conditional request offers passkeys in, found as the WebAuthn library looks for it. */
const AUTOFILL_INPUT = "input[autocomplete$='webauthn']";

/** The library's refusal when no such field is on the page: nothing the visitor did, so never reported. */
function isMissingInput(error: unknown): boolean {
  return isAuthError(error) && error.message.includes('No <input> with "webauthn"');
}

/**
 * Passkey autofill on Main. When `wanted` (passkeys on and the form has a field that offers
 * them, see `passkeyAutofillField`) the browser's support is checked; while `active` (that field is shown, tied to the
 * request by its `username webauthn` autocomplete) a conditional-mediation login runs in the background. Each failure
 * uses one of five attempts and starts the next. Hiding the field (another tab) or leaving Main aborts the pending
 * request without using an attempt; the request starts again when the field comes back. The field is looked for in
 * `scope` (Main's element), so that it is found in a shadow root too (`enableShadowDOM`).
 */
export function usePasskeyAutofill(wanted: boolean, active: boolean, scope: RefObject<Element | null>): AutofillSupport {
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
    // Effects run after the commit: the field of this render is in Main's tree by now. Not `document.querySelector`,
    // which does not enter the shadow root the widget is in with Shadow DOM.
    const field = scope.current?.querySelector(AUTOFILL_INPUT);
    if (!running || !field) return;
    const controller = new AbortController();
    client.webauthn
      .authenticate({
        conditional_mediation: true,
        is_passkey: true,
        session_duration_minutes: sessionDurationMinutes,
        signal: controller.signal,
        // The browser's autofill finds a field in a shadow root (Chromium does); the WebAuthn library's own check
        // searches the document only and would refuse it. The field was found just above.
        ...(field.getRootNode() instanceof ShadowRoot ? { disable_input_check: true } : {}),
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
  }, [client, running, attemptsLeft, sessionDurationMinutes, scope]);

  return wanted ? support : 'unsupported';
}
