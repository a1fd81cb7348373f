import { EmailSentScreen } from './EmailSentScreen.tsx';

/** Password Set New: check your email for the link that sets a password. */
export function PasswordSetNewScreen() {
  return <EmailSentScreen header="password.setNewHeader" text="password.setNewText" />;
}
