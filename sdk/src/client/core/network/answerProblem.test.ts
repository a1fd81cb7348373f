import { describe, expect, it } from 'vitest';
import { answerProblem } from './answerProblem.ts';

const user = {
  user_id: 'user-test-1',
  emails: [{ email_id: 'email-1', email: 'ada@example.com', verified: true }],
  phone_numbers: [],
  webauthn_registrations: [{ webauthn_registration_id: 'webauthn-registration-1', name: 'Laptop' }],
  totps: [],
  providers: [],
  crypto_wallets: [],
  biometric_registrations: [],
  name: { first_name: '', middle_name: '', last_name: '' },
  untrusted_metadata: {},
};
const session = { session_id: 'session-1', user_id: 'user-test-1', expires_at: '2030-01-01T00:00:00Z', started_at: '2029-12-31T23:00:00Z' };
const signedIn = { request_id: 'r', status_code: 200, user_id: 'user-test-1', session_token: 'tok', session_jwt: 'jwt', session, user };

describe('answerProblem', () => {
  it('takes a whole sign-in, with the user in user or __user', () => {
    expect(answerProblem('signIn', signedIn)).toBeNull();
    expect(answerProblem('signIn', { ...signedIn, user: undefined, __user: user })).toBeNull();
  });

  it('takes an intermediate token alone, and refuses an answer with neither', () => {
    expect(answerProblem('signIn', { intermediate_session_token: 'ist' })).toBeNull();
    expect(answerProblem('signIn', { intermediate_session_token: {} })).toBe('intermediate_session_token must be a non-empty string');
    expect(answerProblem('signIn', {})).toBe('session_token is missing');
  });

  it.each([
    [{ session_token: {} }, 'session_token must be a non-empty string'],
    [{ session_token: '' }, 'session_token must be a non-empty string'],
    [{ session_jwt: 123 }, 'session_jwt must be a non-empty string'],
    [{ session: 'yes' }, 'session must be an object'],
    [{ session: { ...session, expires_at: 'tomorrow' } }, 'session.expires_at must be a date'],
    [{ user: {} }, 'user.user_id is missing'],
    [{ user: 'yes' }, 'user must be an object'],
    [{ user: { ...user, webauthn_registrations: {} } }, 'user.webauthn_registrations must be an array'],
    [{ user: { ...user, webauthn_registrations: [{ name: 'x' }] } }, 'user.webauthn_registrations[0].webauthn_registration_id is missing'],
  ])('refuses a sign-in with %j', (change, problem) => {
    expect(answerProblem('signIn', { ...signedIn, ...change })).toBe(problem);
  });

  it('takes a passkey registration answer with a user alone only as signInOrUser', () => {
    expect(answerProblem('signInOrUser', { __user: user })).toBeNull();
    expect(answerProblem('signInOrUser', { __user: { ...user, webauthn_registrations: {} } })).toBe('__user.webauthn_registrations must be an array');
    expect(answerProblem('signIn', { __user: user })).toBe('session_token is missing');
  });

  it('checks a bare user (users/me) and an answer carrying one', () => {
    expect(answerProblem('user', { ...user, request_id: 'r' })).toBeNull();
    expect(answerProblem('user', {})).toBe('user_id is missing');
    expect(answerProblem('withUser', { __user: user })).toBeNull();
    expect(answerProblem('withUser', {})).toBe('user must be an object');
  });

  it('checks the single calls by their fields', () => {
    expect(answerProblem('sent', { method_id: 'email-1' })).toBeNull();
    expect(answerProblem('sent', {})).toBe('method_id is missing');
    expect(answerProblem('walletStart', { challenge: 7 })).toBe('challenge must be a non-empty string');
    expect(answerProblem('strength', { valid_password: 'yes', score: 1, strength_policy: 'zxcvbn', feedback: {} })).toBe('valid_password must be a boolean');
    expect(answerProblem('strength', { valid_password: true, score: 4, strength_policy: 'zxcvbn', feedback: { warning: '' } })).toBeNull();
    expect(answerProblem('search', { userType: 'new' })).toBeNull();
    expect(answerProblem('registration', {})).toBeNull();
    expect(answerProblem('registration', { webauthn_registration: { webauthn_registration_id: 'w', name: 1 } })).toBe('webauthn_registration.name must be a string');
  });

  it('lets bootstrap leave fields out but not send them in another type', () => {
    expect(answerProblem('bootstrap', {})).toBeNull();
    expect(answerProblem('bootstrap', { captcha_settings: { enabled: false } })).toBeNull();
    expect(answerProblem('bootstrap', { captcha_settings: 'yes' })).toBe('captcha_settings must be an object');
    expect(answerProblem('bootstrap', { pkce_required_for_oauth: 'true' })).toBe('pkce_required_for_oauth must be a boolean');
  });
});
