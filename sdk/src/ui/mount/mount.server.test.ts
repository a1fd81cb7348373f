// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAuthError } from '../../client/core/AuthError.ts';
import { renderLoginHtml } from '../server/renderWidgetHtml.tsx';
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

  it('leaves the first screen to the server entry, whose HTML the mount functions take over in the browser', async () => {
    const html = await renderLoginHtml({ config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    expect(html).toContain('data-auth-widget-server="login"');
    expect(html).toContain('>Sign up or log in</h2>');
  });
});
