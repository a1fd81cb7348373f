import { isAuthError } from '../../kernel.ts';

/** True for a provider answer of the given `error_type`. */
export function hasErrorType(error: unknown, errorType: string): boolean {
  return isAuthError(error) && error.errorType === errorType;
}
