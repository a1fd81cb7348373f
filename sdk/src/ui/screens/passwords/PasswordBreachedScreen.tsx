import { EmailSentScreen } from './EmailSentScreen.tsx';

/** Password Breached: a different site had a security issue, so a reset email was sent. */
export function PasswordBreachedScreen() {
  return <EmailSentScreen header="password.breachedHeader" text="password.breachedText" />;
}
