import { isAuthError } from '../../kernel.ts';

/**
 * The text a password screen shows for a failure (spec section 8 "Widget messages"): a provider API error shows
 * its `error_message`; any other error its own message.
 */
export function errorText(error: unknown): string {
  if (isAuthError(error) && error.errorMessage) return error.errorMessage;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/** True for a provider answer of the given `error_type`. */
export function hasErrorType(error: unknown, errorType: string): boolean {
  return isAuthError(error) && error.errorType === errorType;
}
