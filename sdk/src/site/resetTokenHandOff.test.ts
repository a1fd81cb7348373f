import { describe, expect, test } from 'vitest';
import { handOffResetToken, takeResetToken } from './resetTokenHandOff.ts';

describe('the reset token hand-off', () => {
  test('the reset page takes the handed-off token once: out of sessionStorage at once, the same again on that page', () => {
    handOffResetToken('reset-1');
    window.history.replaceState(null, '', '/reset-password');
    expect(takeResetToken()).toBe('reset-1');
    expect(sessionStorage.length).toBe(0);
    expect(takeResetToken()).toBe('reset-1');
  });

  test('a ?token= link straight to the reset page wins, and leaves the address bar', () => {
    handOffResetToken('older');
    window.history.replaceState(null, '', '/reset-password?token=reset-2&lang=de');
    expect(takeResetToken()).toBe('reset-2');
    expect(window.location.search).toBe('?lang=de');
    expect(sessionStorage.length).toBe(0);
  });

  test('without a token: empty, and a later hand-off on the same address is read', () => {
    window.history.replaceState(null, '', '/reset-password?none');
    expect(takeResetToken()).toBe('');
    handOffResetToken('reset-3');
    expect(takeResetToken()).toBe('reset-3');
  });
});
