import { describe, expect, it } from 'vitest';
import { encodeCbor, type CborValue } from './cbor.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('encodeCbor (RFC 8949 appendix A examples)', () => {
  const vectors: [string, CborValue, string][] = [
    ['0', 0, '00'],
    ['23', 23, '17'],
    ['24', 24, '1818'],
    ['100', 100, '1864'],
    ['1000', 1000, '1903e8'],
    ['1000000', 1000000, '1a000f4240'],
    ['1000000000000', 1000000000000, '1b000000e8d4a51000'],
    ['-1', -1, '20'],
    ['-10', -10, '29'],
    ['-100', -100, '3863'],
    ['-1000', -1000, '3903e7'],
    ['false', false, 'f4'],
    ['true', true, 'f5'],
    ['null', null, 'f6'],
    ["h''", new Uint8Array(), '40'],
    ["h'01020304'", Uint8Array.from([1, 2, 3, 4]), '4401020304'],
    ['""', '', '60'],
    ['"IETF"', 'IETF', '6449455446'],
    ['"ü"', 'ü', '62c3bc'],
    ['"水"', '水', '63e6b0b4'],
    ['[]', [], '80'],
    ['[1, [2, 3], [4, 5]]', [1, [2, 3], [4, 5]], '8301820203820405'],
    ['{}', {}, 'a0'],
    ['{1: 2, 3: 4}', new Map([[1, 2], [3, 4]]), 'a201020304'],
    ['{"a": 1, "b": [2, 3]}', { a: 1, b: [2, 3] }, 'a26161016162820203'],
  ];
  it.each(vectors)('encodes %s', (_name, value, expected) => {
    expect(hex(encodeCbor(value))).toBe(expected);
  });

  it('encodes a 25-item array with a one-byte length', () => {
    const items = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(hex(encodeCbor(items)).slice(0, 4)).toBe('9819');
  });

  it('refuses numbers it cannot encode exactly', () => {
    expect(() => encodeCbor(1.5)).toThrow(/integers/);
  });
});
