import zxcvbn from 'zxcvbn';
import { describe, expect, it } from 'vitest';
import { STRENGTH_WARNINGS, strengthWarningCode } from './strengthWarnings.ts';

describe('strengthWarningCode', () => {
  it('reads each of zxcvbn\'s warnings as its code, and a text zxcvbn does not send as none', () => {
    for (const [code, text] of Object.entries(STRENGTH_WARNINGS)) expect(strengthWarningCode(text)).toBe(code);
    expect(strengthWarningCode('')).toBeUndefined();
    expect(strengthWarningCode('Use something longer')).toBeUndefined();
  });

  it('knows the warnings zxcvbn gives for typical weak passwords', () => {
    for (const password of ['qwertyuiop', 'qwe', 'jjjjjjjj', 'abcabcabc', 'abcdef', '2019', '12/05/1998', 'password', 'dragon', 'iloveyou1', 'p@ssw0rd', 'zebra', 'smith', 'john smith']) {
      const { warning } = zxcvbn(password).feedback;
      if (warning !== '') expect(strengthWarningCode(warning), `${password}: ${warning}`).toBeDefined();
    }
  });
});
