import { ApiError } from '../errors.ts';

/**
 * An email address as the widget accepts it: a local part, an `@`, a domain whose last label is a
 * TLD of two or more letters. Stricter than RFC 5322 on purpose: no quoted local parts, no IP literals, no spaces.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Longest address SMTP can carry (RFC 5321 section 4.5.3.1: a 256-octet path minus the angle brackets). */
const MAX_EMAIL_LENGTH = 254;

/** True for an address of the shape the widget and the provider accept. */
export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  // RFC 5321 limits the local part to 64 octets; dots may not lead, trail or double.
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL_PATTERN.test(email);
}

/** Refuses a malformed address with 400 `invalid_email`, the type the widget shows inline. */
export function requireValidEmail(email: string): void {
  if (!isValidEmail(email)) throw new ApiError(400, 'invalid_email', 'Email format is invalid.');
}
