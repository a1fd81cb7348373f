import { ApiError } from '../errors.ts';

/**
 * E.164 as the provider takes it: `+`, a country code that does not start with 0, and 8 to 15 digits in all
 * (ITU-T E.164 caps a number at 15 digits; no real number with its country code is shorter than 8). No spaces,
 * dashes or brackets: the client formats numbers before it sends them (their parse result gives the E.164 number).
 */
const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/** True for a phone number in strict E.164 form. */
export function isE164(phoneNumber: string): boolean {
  return E164_PATTERN.test(phoneNumber);
}

/** Refuses a number that is not strict E.164 with 400 `invalid_phone_number`. */
export function requireE164(phoneNumber: string): void {
  if (!isE164(phoneNumber)) {
    throw new ApiError(
      400,
      'invalid_phone_number',
      'phone_number must be in E.164 format: a + followed by the country code and number, 8 to 15 digits in all.',
    );
  }
}
