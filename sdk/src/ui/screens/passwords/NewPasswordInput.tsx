import { PasswordInput } from './PasswordInput.tsx';
import { StrengthFeedback } from './StrengthFeedback.tsx';
import type { StrengthCheckState } from './useStrengthCheck.ts';

/**
 * A new password with its strength feedback: account creation and the reset form ask for one the
 * same way.
 */
export function NewPasswordInput({
  id,
  label,
  value,
  onChange,
  error,
  strength,
}: {
  /** The input's id (a generated one by default). */
  id?: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error: string;
  strength: StrengthCheckState;
}) {
  return (
    <>
      <PasswordInput
        id={id}
        label={label}
        name="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <StrengthFeedback result={strength.result} checking={strength.checking} />
    </>
  );
}
