import { AuthError, isAuthError } from './AuthError.ts';
import { callMessages } from './callMessages.ts';

/**
 * True when the provider refused a call because of PKCE: its refusals mention "pkce" in the message, which is how
 * the client knows another stored verifier may fit (magic-link authenticate).
 */
export function mentionsPkce(error: unknown): boolean {
  if (!isAuthError(error)) return false;
  return /pkce/i.test(error.errorMessage ?? '') || /pkce/i.test(error.message) || /pkce|code_verifier|code_challenge/i.test(error.errorType ?? '');
}

/**
 * A PKCE refusal for a flow this browser holds no verifier for means the flow was started elsewhere: the
 * native-style `missing_pkce` error says what to do ("Make sure this flow is completed
 * on the same device on which it was started."), and keeps the provider's error as `cause`.
 * Any other error is returned as it is.
 */
export function withMissingPkce(error: unknown, hadVerifier: boolean): unknown {
  if (hadVerifier || !mentionsPkce(error)) return error;
  return new AuthError('missing_pkce', callMessages.missingPkce, { cause: error });
}
