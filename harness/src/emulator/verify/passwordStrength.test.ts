import { describe, expect, it } from 'vitest';
import { BREACHED_PASSWORDS, isBreachedPassword } from './breachedPasswords.ts';
import { checkPasswordStrength, ludsRequirements, requireStrongPassword } from './passwordStrength.ts';

const zxcvbnPolicy = { password_strength_policy: 'zxcvbn', password_config: { luds_complexity: 3, luds_minimum_count: 8 } } as const;
const ludsPolicy = { password_strength_policy: 'luds', password_config: { luds_complexity: 3, luds_minimum_count: 8 } } as const;

describe('breached password list', () => {
  it('holds a few thousand lower-case entries, common test strings among them', () => {
    expect(BREACHED_PASSWORDS.length).toBeGreaterThan(2000);
    expect(BREACHED_PASSWORDS.every((p) => p === p.toLowerCase())).toBe(true);
    for (const password of ['password', '123456', 'qwerty123', 'Password1!', 'P@ssw0rd', 'letmein', 'Welcome2024']) {
      expect(isBreachedPassword(password), password).toBe(true);
    }
  });

  it('compares case-insensitively and leaves uncommon passwords alone', () => {
    expect(isBreachedPassword('PASSWORD')).toBe(true);
    expect(isBreachedPassword('correct-Horse-battery-staple-42')).toBe(false);
    expect(isBreachedPassword('')).toBe(false);
  });
});

describe('ludsRequirements', () => {
  it('counts classes and length against the config', () => {
    expect(ludsRequirements('abc', { luds_complexity: 3, luds_minimum_count: 8 })).toEqual({
      has_lower_case: true,
      has_upper_case: false,
      has_digit: false,
      has_symbol: false,
      missing_complexity: 2,
      missing_characters: 5,
    });
    expect(ludsRequirements('Zebra-Lamp-93', { luds_complexity: 4, luds_minimum_count: 8 })).toMatchObject({
      has_lower_case: true,
      has_upper_case: true,
      has_digit: true,
      has_symbol: true,
      missing_complexity: 0,
      missing_characters: 0,
    });
  });

  it('counts a space as a symbol and characters by code point', () => {
    const luds = ludsRequirements('ab cd😀', { luds_complexity: 2, luds_minimum_count: 7 });
    expect(luds.has_symbol).toBe(true);
    expect(luds.missing_complexity).toBe(0);
    expect(luds.missing_characters).toBe(1);
  });
});

describe('checkPasswordStrength', () => {
  it('zxcvbn: a strong password is valid, with every field of the strength check answer', () => {
    const result = checkPasswordStrength('correct-Horse-battery-staple-42', zxcvbnPolicy);
    expect(result).toMatchObject({
      valid_password: true,
      breached_password: false,
      strength_policy: 'zxcvbn',
      breach_detection_on_create: true,
      feedback: { warning: '', suggestions: [] },
    });
    expect(result.score).toBeGreaterThanOrEqual(3);
    expect(result.feedback.luds_requirements.missing_complexity).toBe(0);
  });

  it('zxcvbn: a common password is weak and breached, with a warning', () => {
    const result = checkPasswordStrength('password', zxcvbnPolicy);
    expect(result.valid_password).toBe(false);
    expect(result.breached_password).toBe(true);
    expect(result.score).toBe(0);
    expect(result.feedback.warning).not.toBe('');
  });

  it('zxcvbn: the email counts against a password built from it', () => {
    expect(checkPasswordStrength('ada.lovelace1984', zxcvbnPolicy).valid_password).toBe(true);
    const rated = checkPasswordStrength('ada.lovelace1984', zxcvbnPolicy, 'ada.lovelace@example.com');
    expect(rated.valid_password).toBe(false);
    expect(rated.score).toBeLessThan(3);
  });

  it('luds: valid once length and complexity are met, without zxcvbn advice', () => {
    const short = checkPasswordStrength('abc', ludsPolicy);
    expect(short).toMatchObject({ valid_password: false, strength_policy: 'luds', feedback: { warning: '', suggestions: [] } });
    expect(short.feedback.luds_requirements).toMatchObject({ missing_complexity: 2, missing_characters: 5 });
    expect(checkPasswordStrength('Zebra-Lamp-93', ludsPolicy).valid_password).toBe(true);
  });

  it('luds: a breached password fails even when it meets the requirements', () => {
    const result = checkPasswordStrength('Password1!', ludsPolicy);
    expect(result.feedback.luds_requirements).toMatchObject({ missing_complexity: 0, missing_characters: 0 });
    expect(result).toMatchObject({ valid_password: false, breached_password: true });
  });
});

describe('requireStrongPassword', () => {
  it('refuses breached, weak and over-long passwords with their types', () => {
    expect(() => requireStrongPassword('P@ssw0rd', ludsPolicy)).toThrowError(expect.objectContaining({ status: 400, type: 'breached_password' }));
    expect(() => requireStrongPassword('abcdefghij', zxcvbnPolicy)).toThrowError(expect.objectContaining({ status: 400, type: 'weak_password' }));
    expect(() => requireStrongPassword('abcdefgh', ludsPolicy)).toThrowError(
      expect.objectContaining({ type: 'weak_password', message: expect.stringContaining('at least 8 characters') }),
    );
    expect(() => requireStrongPassword(`Aa1-${'x'.repeat(253)}`, ludsPolicy)).toThrowError(expect.objectContaining({ type: 'invalid_password' }));
    expect(() => requireStrongPassword('correct-Horse-battery-staple-42', zxcvbnPolicy)).not.toThrow();
  });
});
