import { expect, test } from 'vitest';
import { AuthError } from '../../../client/core/AuthError.ts';
import { passkeyErrorKey } from './passkeyError.ts';

test('a cancelled ceremony says nothing; an unknown registration and a browser without passkeys say why', () => {
  expect(passkeyErrorKey(new AuthError('user_cancellation', 'cancelled'))).toBeNull();
  const notFound = new AuthError('api_error', 'not found', {
    api: { status_code: 404, error_type: 'webauthn_registration_not_found', error_message: 'not found' },
  });
  expect(passkeyErrorKey(notFound)).toBe('passkey.notFound');
  expect(passkeyErrorKey(new AuthError('passkeys_unsupported', 'Passkeys are not supported in this browser.'))).toBe('error.passkeys_unsupported');
});

test('anything else is the spec\'s unknown passkey error', () => {
  expect(passkeyErrorKey(new AuthError('network_error', 'offline'))).toBe('passkey.unknownError');
  expect(passkeyErrorKey(new TypeError('boom'))).toBe('passkey.unknownError');
});
