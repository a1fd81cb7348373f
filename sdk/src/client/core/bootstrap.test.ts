import { describe, expect, it, vi } from 'vitest';
import { Bootstrap, DEFAULT_BOOTSTRAP } from './bootstrap.ts';
import { AuthError } from './AuthError.ts';
import type { Network } from './network/Network.ts';

describe('Bootstrap', () => {
  it('fetches once and shares the answer', async () => {
    const request = vi.fn(async () => ({ pkce_required_for_oauth: true }));
    const bootstrap = new Bootstrap({ request } as unknown as Network, 'public-token-test-x');
    const [a, b] = await Promise.all([bootstrap.get(), bootstrap.get()]);
    expect(a).toBe(b);
    expect(a.pkce_required_for_oauth).toBe(true);
    expect(a.captcha_settings).toEqual(DEFAULT_BOOTSTRAP.captcha_settings);
    await bootstrap.get();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('gives the defaults (no watermark, captcha and PKCE off) when it fails, and asks again next time', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new AuthError('network_error', 'offline'))
      .mockResolvedValueOnce({ pkce_required_for_email_magic_links: true, disable_sdk_watermark: false });
    const bootstrap = new Bootstrap({ request } as unknown as Network, 'public-token-test-x');
    const failed = await bootstrap.get();
    expect(failed).toEqual(DEFAULT_BOOTSTRAP);
    expect(failed.disable_sdk_watermark).toBe(true);
    expect(failed.captcha_settings.enabled).toBe(false);
    expect(failed.pkce_required_for_password_resets).toBe(false);
    expect(failed.create_organization_enabled).toBe(false);
    const recovered = await bootstrap.get();
    expect(recovered.pkce_required_for_email_magic_links).toBe(true);
    expect(request).toHaveBeenCalledTimes(2);
  });
});
