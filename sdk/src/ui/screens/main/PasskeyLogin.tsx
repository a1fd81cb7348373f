import { useEffect, type RefObject } from 'react';
import { PasskeyButton } from './PasskeyButton.tsx';
import { usePasskeyAutofill, type AutofillSupport } from './usePasskeyAutofill.ts';

export interface PasskeyLoginProps {
  /** Passkeys are on and the form has a field that offers them (`passkeyAutofillField`): autofill is tried. */
  wanted: boolean;
  /** That field is on screen with the `username webauthn` autocomplete, so an autofill request may run. */
  active: boolean;
  /** Told the browser's autofill support as it becomes known, so that Main marks its field for autofill. */
  onSupport: (support: AutofillSupport) => void;
  /** Main's element, where the field is looked for (in a shadow root with Shadow DOM, out of the document's reach). */
  scope: RefObject<Element | null>;
}

/**
 * Main's passkey login: autofill in the form's field when the browser offers it, else "Login
 * with a Passkey". Its own chunk, which Main fetches as it first renders, beside the WebAuthn code both ways need.
 */
export function PasskeyLogin({ wanted, active, onSupport, scope }: PasskeyLoginProps) {
  const support = usePasskeyAutofill(wanted, active, scope);
  useEffect(() => onSupport(support), [support, onSupport]);
  return support === 'unsupported' ? <PasskeyButton /> : null;
}
