import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED_TEXT } from '@auth-widget/sdk/protocol';
import { useEmulator } from '../testing.ts';

const api = useEmulator({ captcha_settings: { enabled: true, siteKey: 'site-key-test' } });

describe('POST /__dev/api/captcha', () => {
  it('gives a single-use token that a captcha-protected call accepts once', async () => {
    const without = await api.call('POST', '/otps/email/login_or_create', { email: 'a@example.com' });
    expect(without.status).toBe(400);
    expect(without.text).toContain(CAPTCHA_REQUIRED_TEXT);

    const res = await api.raw('POST', '/__dev/api/captcha');
    expect(res.status).toBe(201);
    const { token, expires_at } = res.json as { token: string; expires_at: string };
    const lifetime = Date.parse(expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(120_000);

    const ok = await api.call('POST', '/otps/email/login_or_create', { email: 'a@example.com', captcha_token: token });
    expect(ok.status).toBe(200);
    const replay = await api.call('POST', '/otps/email/login_or_create', { email: 'a@example.com', captcha_token: token });
    expect(replay.text).toContain(CAPTCHA_REQUIRED_TEXT);
  });

  it('gives a new token each time and forgets expired ones', async () => {
    const first = (await api.raw('POST', '/__dev/api/captcha')).json.token as string;
    api.emulator.store.state.captcha_tokens[first] = new Date(Date.now() - 1000).toISOString();
    const second = (await api.raw('POST', '/__dev/api/captcha')).json.token as string;
    expect(second).not.toBe(first);
    expect(Object.keys(api.emulator.store.state.captcha_tokens)).toEqual([second]);
  });
});
