import { describe, expect, it } from 'vitest';
import { isSecretKey } from './isSecretKey.ts';

describe('isSecretKey', () => {
  it('knows secret keys by their prefix, in any case and after spaces', () => {
    for (const key of ['secret-live-abc', 'SECRET-x', 'sk-abc', 'sk_live_abc', 'Sk_test', '  secret-abc']) expect(isSecretKey(key), key).toBe(true);
  });

  it('passes public tokens and anything else', () => {
    for (const token of ['public-token-test-abc', 'public-token-live-abc', 'pk_live_abc', 'skip-me', 'my-secret-abc', '']) expect(isSecretKey(token), token).toBe(false);
  });
});
