import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import { isSolanaAddress, verifySolanaSignature } from './solana.ts';

/** RFC 8032 section 7.1, test 2: a one-byte message (0x72, "r"). */
const RFC = {
  publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
  message: 'r',
  signature:
    '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
};

describe('isSolanaAddress', () => {
  it('accepts the base58 form of 32 bytes', () => {
    expect(isSolanaAddress(bs58.encode(Buffer.from(RFC.publicKey, 'hex')))).toBe(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
  });

  it('refuses other lengths and non-base58 text', () => {
    expect(isSolanaAddress(bs58.encode(new Uint8Array(31).fill(7)))).toBe(false);
    expect(isSolanaAddress(bs58.encode(new Uint8Array(33).fill(7)))).toBe(false);
    expect(isSolanaAddress('0OIl' + 'a'.repeat(40))).toBe(false);
    expect(isSolanaAddress('')).toBe(false);
  });
});

describe('verifySolanaSignature', () => {
  const address = bs58.encode(Buffer.from(RFC.publicKey, 'hex'));
  const signature = bs58.encode(Buffer.from(RFC.signature, 'hex'));

  it('verifies the RFC 8032 vector', () => {
    expect(verifySolanaSignature(RFC.message, signature, address)).toBe(true);
  });

  it('verifies a fresh signature over a UTF-8 message', () => {
    const seed = ed25519.utils.randomSecretKey();
    const message = 'Sign in ✓ nonce 42';
    const sig = bs58.encode(ed25519.sign(new TextEncoder().encode(message), seed));
    expect(verifySolanaSignature(message, sig, bs58.encode(ed25519.getPublicKey(seed)))).toBe(true);
  });

  it('refuses another message, another key and malformed signatures', () => {
    expect(verifySolanaSignature('s', signature, address)).toBe(false);
    const other = bs58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));
    expect(verifySolanaSignature(RFC.message, signature, other)).toBe(false);
    expect(verifySolanaSignature(RFC.message, bs58.encode(Buffer.from(RFC.signature, 'hex').subarray(1)), address)).toBe(false);
    expect(verifySolanaSignature(RFC.message, '0x' + RFC.signature, address)).toBe(false);
    expect(verifySolanaSignature(RFC.message, signature, 'not-an-address')).toBe(false);
  });
});
