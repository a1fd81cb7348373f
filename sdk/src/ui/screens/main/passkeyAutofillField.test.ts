import { describe, expect, it } from 'vitest';
import { fieldOf, passkeyAutofillField } from './passkeyAutofillField.ts';

describe('passkeyAutofillField', () => {
  it('is the email field when the form has one, whatever else it has', () => {
    expect(passkeyAutofillField(['emailMagicLink'])).toBe('email');
    expect(passkeyAutofillField(['sms', 'whatsapp', 'password'])).toBe('email');
  });

  it('is the phone field of a form of phone methods only', () => {
    expect(passkeyAutofillField(['sms'])).toBe('phone');
    expect(passkeyAutofillField(['whatsapp', 'sms'])).toBe('phone');
  });

  it('is none without a form', () => {
    expect(passkeyAutofillField([])).toBeNull();
  });

  it('reads each method\'s field', () => {
    expect(['sms', 'whatsapp', 'emailOtp', 'emailMagicLink', 'password'].map((m) => fieldOf(m as never))).toEqual([
      'phone',
      'phone',
      'email',
      'email',
      'email',
    ]);
  });
});
