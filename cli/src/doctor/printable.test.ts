import { describe, expect, it } from 'vitest';
import { printable } from './printable.ts';

/** Every character a terminal may act on or that may hide what a text says. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const RAW = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

describe('printable', () => {
  it('leaves plain text, quotes, backslashes and non-Latin letters as they are', () => {
    for (const text of ['site-key', 'a "b" \\ c', 'Grüße, 東京, مرحبا', '✓ pass']) expect(printable(text)).toBe(text);
  });

  it('escapes C0 and C1 controls, DEL, separators and formatting marks', () => {
    expect(printable('a\u001b[2Jb\r\n\t\u0000\u0007\u007f\u009b31m\u0085\u2028\u2029\u202e\u2066\u200b\u00ad\ufeff')).toBe(
      'a\\u001b[2Jb\\r\\n\\t\\u0000\\u0007\\u007f\\u009b31m\\u0085\\u2028\\u2029\\u202e\\u2066\\u200b\\u00ad\\ufeff',
    );
  });

  it('leaves no raw control or formatting character in any text', () => {
    let all = '';
    for (let code = 0; code < 0x2100; code += 1) all += String.fromCharCode(code);
    all += '\ufeff\u2060\u2069';
    expect(RAW.test(printable(all))).toBe(false);
  });
});
