import { describe, expect, it } from 'vitest';
import { OTP_METHODS } from '../protocol/constants.ts';
import { isOneOf } from './isOneOf.ts';

describe('isOneOf', () => {
  it('accepts the listed names only, compared exactly', () => {
    expect(isOneOf('sms', OTP_METHODS)).toBe(true);
    expect(isOneOf('SMS', OTP_METHODS)).toBe(false);
    expect(isOneOf(' sms', OTP_METHODS)).toBe(false);
    expect(isOneOf(undefined, OTP_METHODS)).toBe(false);
    expect(isOneOf(['sms'], OTP_METHODS)).toBe(false);
  });
});
