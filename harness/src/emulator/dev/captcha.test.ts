import { describe, expect, it } from 'vitest';
import { CAPTCHA_ACTION, CAPTCHA_REQUIRED_TEXT } from '@auth-widget/sdk/protocol';
import { useEmulator } from '../testing.ts';

const api = useEmulator({ captcha_settings: { enabled: true, siteKey: 'site-key-test' } });

describe('POST /__dev/api/captcha', () => {
  it('gives a single-use token for the current site key and LOGIN that a captcha-protected call accepts once', async () => {
    const without = await api.call('POST', '/otps/email/login_or_create', { email: 'a@example.com' });
    expect(without.status).toBe(400);
    expect(without.json.error_message).toBe(CAPTCHA_REQUIRED_TEXT);

    const res = await api.raw('POST', '/__dev/api/captcha');
    expect(res.status).toBe(201);
    const { token, expires_at } = res.json as { token: string; expires_at: string };
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(60_000);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(120_000);
    expect(api.emulator.store.state.captcha_tokens[token]).toMatchObject({ site_key: 'site-key-test', action: CAPTCHA_ACTION, used: false });

    const ok = await api.call('POST', '/otps/email/login_or_create', { email: 'a@example.com', captcha_token: token });
    expect(ok.status).toBe(200);
    const replay = await api.call('POST', '/otps/email/login_or_create', { email: 'a@example.com', captcha_token: token });
    expect(replay.json.error_type).toBe('captcha_required');
  });

  it('gives a new token each time and forgets expired ones when it mints', async () => {
    const first = (await api.raw('POST', '/__dev/api/captcha')).json.token as string;
    api.emulator.store.advanceClock(2 * 60_000);
    const second = (await api.raw('POST', '/__dev/api/captcha')).json.token as string;
    expect(second).not.toBe(first);
    expect(Object.keys(api.emulator.store.state.captcha_tokens)).toEqual([second]);
  });

  it('mints for the site key the project has now', async () => {
    await api.raw('PUT', '/__dev/api/bot-protection', { site_key: 'another-key' });
    const { token } = (await api.raw('POST', '/__dev/api/captcha')).json as { token: string };
    expect(api.emulator.store.state.captcha_tokens[token]?.site_key).toBe('another-key');
    expect((await api.call('POST', '/otps/email/login_or_create', { email: 'a@example.com', captcha_token: token })).status).toBe(200);
  });
});
