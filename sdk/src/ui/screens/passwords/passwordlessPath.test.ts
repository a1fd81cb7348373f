import { describe, expect, it } from 'vitest';
import { passwordlessPath } from './passwordlessPath.ts';

describe('passwordlessPath', () => {
  it('prefers the email passcode, then the magic link, then a reset (spec section 4)', () => {
    const eml = { loginRedirectURL: 'http://localhost:3000/login' };
    expect(passwordlessPath({ products: ['passwords', 'otp', 'emailMagicLinks'], otpOptions: { methods: ['sms', 'email'] }, emailMagicLinksOptions: eml })).toBe('otp');
    expect(passwordlessPath({ products: ['passwords', 'otp', 'emailMagicLinks'], otpOptions: { methods: ['sms'] }, emailMagicLinksOptions: eml })).toBe('eml');
    expect(passwordlessPath({ products: ['passwords', 'emailMagicLinks'], emailMagicLinksOptions: eml })).toBe('eml');
    expect(passwordlessPath({ products: ['passwords', 'emailMagicLinks'] })).toBe('reset');
    expect(passwordlessPath({ products: ['passwords'], otpOptions: { methods: ['email'] } })).toBe('reset');
    expect(passwordlessPath({ products: ['passwords'] })).toBe('reset');
  });
});
