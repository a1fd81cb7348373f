import { describe, expect, it } from 'vitest';
import { passwordlessPath } from './passwordlessPath.ts';

const eml = { loginRedirectURL: 'http://localhost:3000/login' };

describe('passwordlessPath', () => {
  it('prefers the email passcode, then the magic link, then a reset', () => {
    expect(passwordlessPath({ products: ['passwords', 'otp', 'emailMagicLinks'], otpOptions: { methods: ['sms', 'email'] }, emailMagicLinksOptions: eml })).toBe('otp');
    expect(passwordlessPath({ products: ['passwords', 'otp', 'emailMagicLinks'], otpOptions: { methods: ['sms'] }, emailMagicLinksOptions: eml })).toBe('eml');
    expect(passwordlessPath({ products: ['passwords', 'emailMagicLinks'], emailMagicLinksOptions: eml })).toBe('eml');
    expect(passwordlessPath({ products: ['passwords', 'emailMagicLinks'] })).toBe('reset');
    expect(passwordlessPath({ products: ['passwords'], emailMagicLinksOptions: eml })).toBe('reset');
    expect(passwordlessPath({ products: ['passwords'] })).toBe('reset');
  });

  it('takes the passcode path when the email method is configured, with or without the `otp` product', () => {
    // The spec asks for the method only, and the reference SDK's UI reads `otpOptions.methods` alone.
    expect(passwordlessPath({ products: ['passwords'], otpOptions: { methods: ['email'] } })).toBe('otp');
    expect(passwordlessPath({ products: ['passwords', 'emailMagicLinks'], otpOptions: { methods: ['email'] }, emailMagicLinksOptions: eml })).toBe('otp');
    expect(passwordlessPath({ products: ['passwords'], otpOptions: { methods: ['sms', 'whatsapp'] } })).toBe('reset');
  });
});
