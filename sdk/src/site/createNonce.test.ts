import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { createNonce } from './createNonce.ts';

describe('createNonce', () => {
  it('is 16 random bytes in base64, new on every call, and a nonce the policy builder takes', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
    const [nonce] = nonces;
    expect(contentSecurityPolicy({ publicToken: 'public-token-test-x' }, { mode: 'production', nonce })).toContain(`'nonce-${nonce}'`);
  });
});
