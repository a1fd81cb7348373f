import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../config.ts';
import { loginMethods } from './loginMethods.ts';

const otp = (...methods: ('sms' | 'whatsapp' | 'email')[]): Pick<WidgetConfig, 'otpOptions'> => ({ otpOptions: { methods } });

describe('loginMethods', () => {
  it('lists the passcode methods in their configured order, then the magic link, then the password', () => {
    expect(loginMethods({ products: ['otp'], ...otp('whatsapp', 'sms', 'email') })).toEqual(['whatsapp', 'sms', 'emailOtp']);
    expect(loginMethods({ products: ['otp', 'emailMagicLinks'], ...otp('sms') })).toEqual(['sms', 'emailMagicLink']);
    expect(loginMethods({ products: ['emailMagicLinks'] })).toEqual(['emailMagicLink']);
    expect(loginMethods({ products: ['passwords'] })).toEqual(['password']);
  });

  it('ignores passcode methods while the otp product is off', () => {
    expect(loginMethods({ products: ['emailMagicLinks'], ...otp('sms') })).toEqual(['emailMagicLink']);
  });

  it('removes the magic-link tab when passwords are on', () => {
    expect(loginMethods({ products: ['emailMagicLinks', 'passwords'] })).toEqual(['password']);
    expect(loginMethods({ products: ['passwords', 'emailMagicLinks', 'otp'], ...otp('sms') })).toEqual(['sms', 'password']);
  });

  it('removes the email-passcode tab when passwords are on; the password takes its place', () => {
    expect(loginMethods({ products: ['otp', 'passwords'], ...otp('email', 'sms') })).toEqual(['password', 'sms']);
    expect(loginMethods({ products: ['otp', 'passwords'], ...otp('sms', 'email', 'whatsapp') })).toEqual(['sms', 'password', 'whatsapp']);
  });

  it('has no method without an email or phone product', () => {
    expect(loginMethods({ products: ['oauth', 'crypto', 'passkeys'] })).toEqual([]);
  });
});
