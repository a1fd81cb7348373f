import { useEffect, useState } from 'react';
import type { PasswordStrengthCheckResponse } from '../../../protocol/types.ts';
import { useWidget } from '../../kernel.ts';

/**
 * Delay between the last keystroke and the strength check. The spec leaves it open; 300 ms is
 * longer than the gap between keystrokes of someone typing steadily (about 100–250 ms), so a burst of typing makes
 * one call instead of one per character, and short enough that the feedback still follows the typing closely.
 */
export const STRENGTH_CHECK_DEBOUNCE_MS = 300;

/** What the password forms know about the password in their field. */
export interface StrengthCheckState {
  /** The provider's answer for exactly the current email and password; null while none is known. */
  result: PasswordStrengthCheckResponse | null;
  /** The check's failure for the current email and password (an `invalid_email` belongs under the email). */
  error: unknown;
  /** True from a keystroke until the answer for the new value arrives. */
  checking: boolean;
}

interface Checked {
  email: string | undefined;
  password: string;
  result: PasswordStrengthCheckResponse | null;
  error: unknown;
}

/**
 * Runs `passwords.strengthCheck` on the password a moment after typing stops. An answer is only
 * used while it matches the field: a stale answer (the user typed on) is dropped, so Continue can never be enabled
 * by the verdict on an earlier password.
 */
export function useStrengthCheck(email: string | undefined, password: string): StrengthCheckState {
  const { client } = useWidget();
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    if (password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      client.passwords
        .strengthCheck(email === undefined ? { password } : { email, password })
        .then(
          (result) => ({ email, password, result, error: null }),
          (error: unknown) => ({ email, password, result: null, error }),
        )
        .then((answer) => {
          if (current) setChecked(answer);
        });
    }, STRENGTH_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, email, password]);

  const fresh = checked !== null && checked.password === password && checked.email === email && password !== '' ? checked : null;
  return { result: fresh?.result ?? null, error: fresh?.error ?? null, checking: password !== '' && fresh === null };
}
