import { describe, expect, it } from 'vitest';
import { configError } from './configError.ts';

describe('configError', () => {
  it('refuses passkeys as the only product', () => {
    expect(configError({ products: ['passkeys'] })).toBe('main.errorPasskeysOnly');
    expect(configError({ products: ['passkeys', 'passkeys'] })).toBe('main.errorPasskeysOnly');
    expect(configError({ products: ['passkeys', 'emailMagicLinks'] })).toBeNull();
  });

  it('refuses magic links together with email passcodes', () => {
    expect(configError({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } })).toBe('main.errorEmlAndEmailOtp');
    expect(configError({ products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms', 'email'] } })).toBe('main.errorEmlAndEmailOtp');
  });

  it('accepts magic links with phone passcodes, and email passcodes without magic links', () => {
    expect(configError({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'whatsapp'] } })).toBeNull();
    expect(configError({ products: ['otp'], otpOptions: { methods: ['email'] } })).toBeNull();
    // The email method is not in use while the otp product is off.
    expect(configError({ products: ['emailMagicLinks'], otpOptions: { methods: ['email'] } })).toBeNull();
  });
});
