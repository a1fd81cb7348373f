import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 parameters the provider uses: HMAC-SHA-1, 6 digits, 30-second steps (what authenticator apps default to). */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;

/** RFC 4648 section 6 alphabet. */
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 without padding, the form `otpauth://` URIs and authenticator apps use for secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case-insensitive, padding and spaces ignored); throws on any other character. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Invalid base32 character.');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** A new random secret: 160 bits, the HMAC-SHA-1 key size RFC 4226 section 4 recommends, in base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** HOTP (RFC 4226 section 5.3): HMAC-SHA-1 of the 8-byte counter, dynamic truncation, `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step of a moment: floor(unix seconds / step). */
export function totpStep(timeMs: number, stepSeconds: number = TOTP_STEP_SECONDS): number {
  return Math.floor(timeMs / 1000 / stepSeconds);
}

/** The code of a base32 secret at a moment (or at an explicit step). */
export function totpCode(secret: string, timeMs: number, options: { digits?: number; step?: number } = {}): string {
  const step = options.step ?? totpStep(timeMs);
  return hotp(base32Decode(secret), step, options.digits ?? TOTP_DIGITS);
}

/**
 * The time step a code belongs to, or null. RFC 6238 section 5.2 allows for clock drift and transmission delay:
 * the current step and `window` steps either side are accepted. Codes are compared in constant time.
 */
export function matchTotp(secret: string, code: string, timeMs: number, window = 1): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  const key = base32Decode(secret);
  const current = totpStep(timeMs);
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not depend on which one matched.
  for (let step = current - window; step <= current + window; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && matched === null) matched = step;
  }
  return matched;
}

/** The `otpauth://totp/` URI (Key Uri Format) an authenticator app reads from the QR code. */
export function otpauthUri(options: { secret: string; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const query = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
