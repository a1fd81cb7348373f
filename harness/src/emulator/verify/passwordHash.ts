import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N=2^14, r=8, p=1 (OWASP's minimum for scrypt), 64-byte key. */
const KEY_LENGTH = 64;
const OPTIONS = { N: 16384, r: 8, p: 1 };

/** Hashes a password with scrypt and a random salt; the result is `salt:hash` in hex. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, OPTIONS);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

/** Compares a password with a stored hash in constant time. */
export function verifyPassword(password: string, stored: string): boolean {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password.normalize('NFKC'), Buffer.from(saltHex, 'hex'), expected.length, OPTIONS);
  return timingSafeEqual(expected, actual);
}
