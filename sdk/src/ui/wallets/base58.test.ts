import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from './base58.ts';

describe('encodeBase58', () => {
  it('matches bs58 on edge cases and random signatures', () => {
    const cases = [
      new Uint8Array([]),
      new Uint8Array([0]),
      new Uint8Array([0, 0, 1]),
      new Uint8Array([255]),
      new Uint8Array(32),
      new TextEncoder().encode('hello world'),
    ];
    for (let i = 0; i < 50; i++) cases.push(crypto.getRandomValues(new Uint8Array(64)));
    for (const bytes of cases) expect(encodeBase58(bytes)).toBe(bs58.encode(bytes));
  });

  it('keeps leading zero bytes as leading 1s', () => {
    expect(encodeBase58(new Uint8Array([0, 0, 0, 57]))).toBe('111z');
  });
});
