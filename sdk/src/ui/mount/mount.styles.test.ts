import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAuthError } from '../../client/core/AuthError.ts';
import { mountLogin, mountResetPassword } from './mount.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('mounting with unsafe styles', () => {
  it('is refused with a usage error before a client, a stylesheet or a request exists', () => {
    document.body.innerHTML = '<div id="login"></div>';
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const options = {
      elementId: '#login',
      client: 'public-token-test-x',
      config: { products: ['otp' as const], otpOptions: { methods: ['email' as const] } },
      styles: { container: { backgroundColor: 'url(http://127.0.0.1:1/x.png)' } },
    };
    for (const mount of [() => mountLogin(options), () => mountResetPassword({ ...options, passwordResetToken: 't' })]) {
      let caught: unknown;
      try {
        mount();
      } catch (error) {
        caught = error;
      }
      expect(isAuthError(caught, 'usage_error')).toBe(true);
      expect((caught as Error).message).toMatch(
        /^Invalid call to mount(Login|ResetPassword)\nstyles\.container\.backgroundColor must be a plain CSS value: it contains a url\(\)-like function$/,
      );
    }
    expect(document.querySelector('#login')?.innerHTML).toBe('');
    expect(document.getElementById('auth-widget-styles')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
