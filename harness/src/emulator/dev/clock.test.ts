import { describe, expect, it } from 'vitest';
import { seedSession, useEmulator } from '../testing.ts';

const api = useEmulator();

const MINUTE = 60_000;

describe('dev clock routes', () => {
  it("reads the emulator's time, unmoved after a start", async () => {
    const before = Date.now();
    const res = await api.raw('GET', '/__dev/api/clock');
    expect(res.status).toBe(200);
    expect(res.json.shift_ms).toBe(0);
    expect(Date.parse(res.json.now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(res.json.now)).toBeLessThanOrEqual(Date.now());
  });

  it('moves time forward: a passcode and a session run out, and new ones live from the moved time', async () => {
    const sent = await api.call('POST', '/otps/email/login_or_create', { email: 'ada@example.com', expiration_minutes: 5 });
    const code = api.emulator.store.state.messages.at(-1)?.code ?? '';
    const { sessionToken } = await seedSession(api.emulator, 'ada@example.com', 30);

    const moved = await api.raw('POST', '/__dev/api/clock', { advance_ms: 31 * MINUTE });
    expect(moved.status).toBe(200);
    expect(moved.json.shift_ms).toBe(31 * MINUTE);
    expect(Date.parse(moved.json.now) - Date.now()).toBeGreaterThan(30 * MINUTE);

    const late = await api.call('POST', '/otps/authenticate', { token: code, method_id: sent.json.data.method_id });
    expect(late.json.error_type).toBe('otp_code_expired');
    expect((await api.call('POST', '/sessions/authenticate', {}, sessionToken)).json.error_type).toBe('session_not_found');

    const again = await api.call('POST', '/otps/email/login_or_create', { email: 'ada@example.com' });
    const fresh = await api.call('POST', '/otps/authenticate', {
      token: api.emulator.store.state.messages.at(-1)?.code,
      method_id: again.json.data.method_id,
      session_duration_minutes: 30,
    });
    expect(fresh.status).toBe(200);
    expect(Date.parse(fresh.json.data.session.expires_at) - Date.now()).toBeGreaterThan(60 * MINUTE);
  });

  it('adds up the moves, and a reset sets the time back', async () => {
    await api.raw('POST', '/__dev/api/clock', { advance_ms: MINUTE });
    expect((await api.raw('POST', '/__dev/api/clock', { advance_ms: 2 * MINUTE })).json.shift_ms).toBe(3 * MINUTE);
    await api.raw('POST', '/__dev/api/reset');
    expect((await api.raw('GET', '/__dev/api/clock')).json.shift_ms).toBe(0);
  });

  it('refuses to move back, by a fraction or by more than a year, and changes nothing then', async () => {
    for (const advance_ms of [-1, 1.5, 367 * 24 * 60 * MINUTE]) {
      const res = await api.raw('POST', '/__dev/api/clock', { advance_ms });
      expect(res.status).toBe(400);
      expect(res.json.error_type).toBe('invalid_clock_change');
      expect(res.json.error_message).toBe('advance_ms must be a whole number from 0 to 31622400000 (a year).');
    }
    const missing = await api.raw('POST', '/__dev/api/clock', {});
    expect(missing.status).toBe(400);
    expect(missing.json.body).toEqual([{ path: 'advance_ms', message: 'is required' }]);
    expect((await api.raw('GET', '/__dev/api/clock')).json.shift_ms).toBe(0);
  });
});
