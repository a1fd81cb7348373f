import { passwordStateAtom, useAtomValue } from '../../kernel.ts';
import { PasswordCreateBody } from './PasswordCreateBody.tsx';
import { PasswordLoginBody } from './PasswordLoginBody.tsx';
import { PasswordlessBody } from './PasswordlessBody.tsx';

/**
 * Password create-or-login: the body follows the password state's type, which the user search
 * on Main set from `userType`.
 */
export function PasswordCreateOrLoginScreen() {
  const { type, email } = useAtomValue(passwordStateAtom);
  // Keyed by email and type so a new search starts a fresh form, never one holding the last user's password.
  const key = `${type}:${email}`;
  if (type === 'password') return <PasswordLoginBody key={key} />;
  if (type === 'passwordless') return <PasswordlessBody key={key} />;
  return <PasswordCreateBody key={key} />;
}
