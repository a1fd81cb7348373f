// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAuthError } from '../../client/core/AuthError.ts';
import { mountLogin, mountPasskeyRegistration, mountResetPassword } from './mount.tsx';

describe('the UI entry on a server', () => {
  it('throws the incompatibility error from every mount function', () => {
    const options = { elementId: '#login', client: 'public-token-test-x', config: { products: ['otp' as const] } };
    for (const mount of [() => mountLogin(options), () => mountPasskeyRegistration(options), () => mountResetPassword({ ...options, passwordResetToken: 't' })]) {
      let caught: unknown;
      try {
        mount();
      } catch (error) {
        caught = error;
      }
      expect(isAuthError(caught, 'unsupported_environment')).toBe(true);
      expect((caught as Error).message).toContain('incompatible with server-side environments');
    }
  });
});
