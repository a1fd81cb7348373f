import { describe, expect, it } from 'vitest';
import { AuthError } from '../../kernel.ts';
import { resetScreenFor } from './resetScreenFor.ts';

/** A provider answer of the given `error_type`, as the network layer builds it. */
function apiError(errorType: string): AuthError {
  return new AuthError('api_error', 'refused', { api: { status_code: 400, error_type: errorType, error_message: 'refused' } });
}

describe('resetScreenFor', () => {
  it('sends `reset_password` from a create or a login to Password Dedupe', () => {
    expect(resetScreenFor(apiError('reset_password'), 'password_authenticate')).toBe('PasswordDedupe');
    expect(resetScreenFor(apiError('reset_password'), 'password_create')).toBe('PasswordDedupe');
  });

  it('sends `breached_password` from a login to Password Breached', () => {
    expect(resetScreenFor(apiError('breached_password'), 'password_authenticate')).toBe('PasswordBreached');
  });

  it('leaves a breached new password at create, and every other failure, to the form', () => {
    expect(resetScreenFor(apiError('breached_password'), 'password_create')).toBeNull();
    expect(resetScreenFor(apiError('invalid_credentials'), 'password_authenticate')).toBeNull();
    expect(resetScreenFor(new Error('offline'), 'password_authenticate')).toBeNull();
    expect(resetScreenFor(undefined, 'password_authenticate')).toBeNull();
  });
});
