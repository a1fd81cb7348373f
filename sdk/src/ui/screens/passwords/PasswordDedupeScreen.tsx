import { EmailSentScreen } from './EmailSentScreen.tsx';

/**
 * Password Dedupe: check your email to set a new password. Shown when a create or login was
 * answered with `reset_password` and the reset email went out.
 */
export function PasswordDedupeScreen() {
  return <EmailSentScreen header="password.dedupeHeader" text="password.dedupeText" />;
}
