import { describe, expect, it } from 'vitest';
import { isE164, requireE164 } from './phone.ts';

describe('isE164', () => {
  it.each(['+14155550123', '+447700900123', '+12345678', '+123456789012345'])('accepts %s', (phone) => {
    expect(isE164(phone)).toBe(true);
  });

  it.each([
    ['no plus', '14155550123'],
    ['country code 0', '+04155550123'],
    ['7 digits', '+1234567'],
    ['16 digits', '+1234567890123456'],
    ['spaces', '+1 415 555 0123'],
    ['dashes', '+1-415-555-0123'],
    ['letters', '+1415555CALL'],
    ['trailing newline', '+14155550123\n'],
    ['empty', ''],
  ])('refuses %s', (_why, phone) => {
    expect(isE164(phone)).toBe(false);
  });

  it('requireE164 throws 400 invalid_phone_number', () => {
    expect(() => requireE164('555-0123')).toThrowError(expect.objectContaining({ status: 400, type: 'invalid_phone_number' }));
    expect(() => requireE164('+14155550123')).not.toThrow();
  });
});
