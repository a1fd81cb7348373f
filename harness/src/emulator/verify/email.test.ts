import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { isValidEmail, requireValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'ada.lovelace+test@mail.example.co.uk', "o'neil@example.io", 'x@a-b.dev'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no at sign', 'ada.example.com'],
    ['no domain dot', 'ada@localhost'],
    ['one-letter TLD', 'ada@example.c'],
    ['numeric TLD', 'ada@example.123'],
    ['space', 'ada lovelace@example.com'],
    ['two at signs', 'ada@@example.com'],
    ['leading dot', '.ada@example.com'],
    ['double dot', 'ada..l@example.com'],
    ['hyphen-edged label', 'ada@-example.com'],
    ['empty', ''],
    ['too long', `${'a'.repeat(64)}@${'b'.repeat(190)}.com`],
    ['local part over 64', `${'a'.repeat(65)}@example.com`],
  ])('refuses %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('requireValidEmail throws 400 invalid_email', () => {
    expect(() => requireValidEmail('nope')).toThrowError(ApiError);
    try {
      requireValidEmail('nope');
    } catch (error) {
      expect(error).toMatchObject({ status: 400, type: 'invalid_email' });
    }
    expect(() => requireValidEmail('ada@example.com')).not.toThrow();
  });
});
