import { isAuthError } from '../../client/core/AuthError.ts';

/**
 * The text a form shows for a failed call (spec section 8, "Widget messages"): the provider's `error_message` for
 * an API error, the error's own message otherwise.
 */
export function errorText(error: unknown): string {
  if (isAuthError(error) && error.errorMessage) return error.errorMessage;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
