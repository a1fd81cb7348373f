import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../client/core/AuthError.ts';
import { isAlreadyRegisteredError } from './passkeyErrors.ts';

/** An error as @simplewebauthn/browser raises it: its own message, the browser's DOMException as cause. */
function libraryError(message: string, name: string, code: string, cause: unknown) {
  return Object.assign(new Error(message, { cause }), { name, code });
}

describe('isAlreadyRegisteredError', () => {
  it('matches Chromium\'s message, as the client wraps it', () => {
    const chromium = new DOMException(
      'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
      'InvalidStateError',
    );
    const wrapped = libraryError('The authenticator was previously registered', 'InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', chromium);
    expect(isAlreadyRegisteredError(new AuthError('other', wrapped.message, { cause: wrapped }))).toBe(true);
    expect(isAlreadyRegisteredError(new Error(chromium.message))).toBe(true);
  });

  it('matches the other browsers\' wording and the InvalidStateError name', () => {
    expect(isAlreadyRegisteredError(new Error('At least one credential matches an entry of the excludeCredentials list in the platform attached authenticator.'))).toBe(true);
    expect(isAlreadyRegisteredError(new Error('This authenticator is already registered.'))).toBe(true);
    expect(isAlreadyRegisteredError(new DOMException('An attempt was made to use an object that is not usable', 'InvalidStateError'))).toBe(true);
  });

  it('does not match cancellations and other errors', () => {
    const cancel = new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    expect(isAlreadyRegisteredError(new AuthError('user_cancellation', cancel.message, { cause: cancel }))).toBe(false);
    expect(isAlreadyRegisteredError(new AuthError('api_error', 'webauthn_registration_failed'))).toBe(false);
    expect(isAlreadyRegisteredError('InvalidStateError')).toBe(false);
    expect(isAlreadyRegisteredError(null)).toBe(false);
  });
});
