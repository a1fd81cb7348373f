import type { WidgetEventType } from '../../config.ts';
import { hasErrorType } from './hasErrorType.ts';

/** The "check your email" screens a password sign-in can end on once the widget has sent a reset email. */
export type ResetScreen = 'PasswordDedupe' | 'PasswordBreached';

/**
 * Where a failed password create (`password_create`) or login (`password_authenticate`) goes after the widget
 * sends a reset email, or null when the failure is one to show on the form.
 *
 * - `reset_password`, from either call: Password Dedupe.
 * - `breached_password`, from a login only: Password Breached. The reference provider documents `reset_password` as
 *   its login answer both for a right password found in a breach and for an account to deduplicate, and the
 *   reference SDK's UI sends every `reset_password` to Password Dedupe, so its Password Breached screen is never
 *   reached. Its error catalogue has one type that names a breach, `breached_password` (what its create and reset
 *   calls answer for a breached new password); a login answered with it is the one answer that tells a breach from a
 *   dedupe, so that is the one we take for Password Breached. A create answered `breached_password` has no account
 *   to reset: its message goes under the password instead.
 */
export function resetScreenFor(error: unknown, event: WidgetEventType): ResetScreen | null {
  if (hasErrorType(error, 'reset_password')) return 'PasswordDedupe';
  if (event === 'password_authenticate' && hasErrorType(error, 'breached_password')) return 'PasswordBreached';
  return null;
}
