import { describe, expect, it } from 'vitest';
import { quoted } from './quoted.ts';

describe('quoted', () => {
  it('quotes plain text as JSON does', () => {
    expect(quoted('site-key')).toBe('"site-key"');
    expect(quoted('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
  });

  it('escapes every control and formatting character, so none reaches the terminal raw', () => {
    const out = quoted('k\u001b[31m\r\n\u0007\u007f\u009b2J\u202e\u2066\u200b\u2028');
    expect(out).toBe('"k\\u001b[31m\\r\\n\\u0007\\u007f\\u009b2J\\u202e\\u2066\\u200b\\u2028"');
    const raw = [...out].filter((c) => {
      const code = c.charCodeAt(0);
      return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x2028 && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0x200b;
    });
    expect(raw).toEqual([]);
  });
});
