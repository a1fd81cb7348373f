import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { Store } from '../store.ts';
import { challengeOf } from './pkce.ts';
import { expirationMinutes, issueToken, liveToken, requireChallengeFormat, tokenLink } from './oneTimeToken.ts';

const names = { prefix: 'magic_link', what: 'magic link' };

describe('tokenLink', () => {
  it('adds the token type and token and keeps the query of the redirect URL', () => {
    const url = new URL(tokenLink('http://localhost:3000/auth?next=%2Fhome#top', 'magic_links', 'abc', TOKEN_TYPE_PARAM));
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('next')).toBe('/home');
    expect(url.searchParams.get(TOKEN_TYPE_PARAM)).toBe('magic_links');
    expect(url.searchParams.get('token')).toBe('abc');
    expect(url.hash).toBe('#top');
  });

  it('names the token type with the parameter the project names it with', () => {
    const url = new URL(tokenLink('http://localhost:3000/auth', 'login', 'abc', 'provider_token_type'));
    expect(url.searchParams.get('provider_token_type')).toBe('login');
    expect(url.searchParams.has(TOKEN_TYPE_PARAM)).toBe(false);
  });
});

describe('expirationMinutes', () => {
  const range = { min: 1, max: 60, fallback: 5 };
  it('defaults when absent and accepts the range ends', () => {
    expect(expirationMinutes(undefined, 'expiration_minutes', range)).toBe(5);
    expect(expirationMinutes(1, 'expiration_minutes', range)).toBe(1);
    expect(expirationMinutes(60, 'expiration_minutes', range)).toBe(60);
  });
  it.each([0, 61, 2.5, -3])('refuses %s with invalid_expiration', (value) => {
    expect(() => expirationMinutes(value, 'expiration_minutes', range)).toThrowError(
      expect.objectContaining({ status: 400, type: 'invalid_expiration' }),
    );
  });
});

describe('requireChallengeFormat', () => {
  it('accepts an S256 challenge and nothing', () => {
    expect(() => requireChallengeFormat(challengeOf('verifier'))).not.toThrow();
    expect(() => requireChallengeFormat(undefined)).not.toThrow();
  });
  it.each(['short', 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}+`])('refuses %s', (value) => {
    expect(() => requireChallengeFormat(value)).toThrowError(expect.objectContaining({ type: 'invalid_code_challenge' }));
  });
});

describe('liveToken', () => {
  it('finds a live token without consuming it', () => {
    const store = new Store();
    const record = issueToken(store, { kind: 'magic_link', user_id: 'user-1', minutes: 10, details: {} });
    expect(liveToken(store, record.token, ['magic_link'], names)).toBe(record);
    expect(record.used).toBe(false);
  });

  it('refuses unknown, other-kind, used and expired tokens with their types', () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const store = new Store(undefined, { now: () => now });
    const record = issueToken(store, { kind: 'password_reset', user_id: 'user-1', minutes: 10, details: {} });
    expect(() => liveToken(store, 'nope', ['password_reset'], names)).toThrowError(expect.objectContaining({ status: 404, type: 'magic_link_not_found' }));
    expect(() => liveToken(store, 'constructor', ['password_reset'], names)).toThrowError(expect.objectContaining({ type: 'magic_link_not_found' }));
    expect(() => liveToken(store, record.token, ['magic_link'], names)).toThrowError(expect.objectContaining({ type: 'magic_link_not_found' }));
    now += 10 * 60_000;
    expect(() => liveToken(store, record.token, ['password_reset'], names)).toThrowError(expect.objectContaining({ status: 400, type: 'magic_link_expired' }));
    record.used = true;
    expect(() => liveToken(store, record.token, ['password_reset'], names)).toThrowError(expect.objectContaining({ status: 400, type: 'magic_link_already_used' }));
  });
});
