import { isAuthError } from '../../kernel.ts';
import type { StringKey } from '../../strings/index.ts';

/**
 * The message for a failed passkey login, or null when there is nothing to tell the visitor:
 * a cancelled or refused ceremony — which is also how Chromium ends an autofill request at once when no passkey is
 * stored, so that case stays silent.
 */
export function passkeyErrorKey(error: unknown): StringKey | null {
  if (isAuthError(error, 'user_cancellation')) return null;
  if (isAuthError(error) && error.errorType === 'webauthn_registration_not_found') return 'passkey.notFound';
  // A browser without WebAuthn: trying again cannot help, so say why rather than "try again".
  if (isAuthError(error, 'passkeys_unsupported')) return 'error.passkeys_unsupported';
  return 'passkey.unknownError';
}
