import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp.ts';

/** The RFC 6238 appendix B SHA-1 seed: the ASCII string "12345678901234567890". */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('base32 (RFC 4648 section 10 test vectors, unpadded)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  it.each(vectors)('encodes %j as %s and back', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(Buffer.from(base32Decode(encoded)).toString()).toBe(plain);
  });

  it('decodes lower case, padding and spaces', () => {
    expect(Buffer.from(base32Decode('mzxw 6ytb oi======')).toString()).toBe('foobar');
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow(/base32/);
  });
});

describe('hotp (RFC 4226 appendix D)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code] as const))('counter %i gives %s', (counter, code) => {
    expect(hotp(Buffer.from('12345678901234567890'), counter)).toBe(code);
  });
});

describe('totpCode (RFC 6238 appendix B, SHA-1)', () => {
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  it.each(vectors)('T=%i gives %s with 8 digits', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, { digits: 8 })).toBe(code);
  });

  it('gives the last 6 digits with the default length: T=59 gives 287082', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
  });

  it('uses 30-second steps', () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(60_000)).toBe(2);
  });
});

describe('matchTotp', () => {
  const now = 1_700_000_000_000;
  const secret = RFC_SECRET;

  it('accepts the current step and one step either side, and says which', () => {
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses codes two steps away', () => {
    const far = [totpCode(secret, now - 60_000), totpCode(secret, now + 60_000)];
    const near = new Set([-1, 0, 1].map((d) => totpCode(secret, now + d * 30_000)));
    // With a fixed secret and time these codes are fixed; check they really differ from the accepted ones.
    expect(far.filter((c) => near.has(c))).toEqual([]);
    for (const code of far) expect(matchTotp(secret, code, now)).toBeNull();
  });

  it('refuses malformed codes', () => {
    const code = totpCode(secret, now);
    expect(matchTotp(secret, code.slice(0, 5), now)).toBeNull();
    expect(matchTotp(secret, `${code}0`, now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });
});

describe('otpauthUri', () => {
  it('names the issuer, account, secret and RFC 6238 parameters', () => {
    const uri = new URL(otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Acme Inc', account: 'ada@example.com' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Acme Inc:ada@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Acme Inc',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
