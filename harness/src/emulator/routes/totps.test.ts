import { beforeEach, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { seedSession, useEmulator } from '../testing.ts';
import { otpauthUri, totpCode, totpStep } from '../verify/totp.ts';

/** A frozen clock, 10 s into a 30 s step, so codes of neighbouring steps are known exactly. */
const START = Date.UTC(2030, 0, 1, 0, 0, 10);
let now = START;
const clock = { now: () => now };
const api = useEmulator({}, { clock });
beforeEach(() => {
  now = START;
});

const EMAIL = 'ada@example.com';

/** A signed-in user with a new (unverified) TOTP. */
async function enrolled(expiration_minutes = 60) {
  const seeded = await seedSession(api.emulator, EMAIL);
  const res = await api.call('POST', '/totps', { expiration_minutes }, seeded.sessionToken);
  expect(res.status).toBe(200);
  return { ...seeded, totp: res.json.data as { totp_id: string; secret: string; qr_code: string; recovery_codes: string[] } };
}

/** A 6-digit code that is none of the codes the emulator accepts right now (steps -1, 0, +1). */
function wrongCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((d) => totpCode(secret, now + d * 30_000)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
}

const authenticate = (totp_code: string, sessionToken: string) =>
  api.call('POST', '/totps/authenticate', { totp_code, session_duration_minutes: 60 }, sessionToken);

/** A signed-in user whose TOTP is verified with the code of the current step. */
async function verified() {
  const seeded = await enrolled();
  expect((await authenticate(totpCode(seeded.totp.secret, now), seeded.sessionToken)).status).toBe(200);
  return seeded;
}

const recover = (recovery_code: string, sessionToken: string) =>
  api.call('POST', '/totps/recover', { recovery_code, session_duration_minutes: 60 }, sessionToken);

describe('POST /totps', () => {
  it('creates an unverified TOTP with a base32 secret, a QR code of its otpauth URI and 10 recovery codes', async () => {
    const { user, totp } = await enrolled();
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.totp_id).toMatch(/^totp-test-/);
    expect(totp.recovery_codes).toHaveLength(10);
    for (const code of totp.recovery_codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(new Set(totp.recovery_codes).size).toBe(10);

    expect(totp.qr_code.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(totp.qr_code.slice('data:image/svg+xml;base64,'.length), 'base64').toString();
    const uri = otpauthUri({ secret: totp.secret, issuer: api.emulator.store.project.name, account: EMAIL });
    expect(svg).toBe(await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M' }));

    expect(api.emulator.store.state.users[user.user_id]?.totps).toEqual([
      expect.objectContaining({ totp_id: totp.totp_id, verified: false }),
    ]);
  });

  it('never shows the secret or recovery codes on the user', async () => {
    const { sessionToken, totp } = await enrolled();
    const me = await api.call('GET', '/users/me', undefined, sessionToken);
    expect(me.json.data.totps).toEqual([{ totp_id: totp.totp_id, verified: false }]);
    expect(me.text).not.toContain(totp.secret);
  });

  it('refuses without a session', async () => {
    const res = await api.call('POST', '/totps', { expiration_minutes: 60 });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });

  it.each([3, 1441, 7.5])('refuses expiration_minutes %s', async (expiration_minutes) => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await api.call('POST', '/totps', { expiration_minutes }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_expiration');
  });

  it('requires expiration_minutes (schema error)', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await api.call('POST', '/totps', {}, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: 'expiration_minutes', message: 'is required' }]);
  });

  it('replaces an unverified TOTP', async () => {
    const { user, sessionToken, totp } = await enrolled();
    const second = await api.call('POST', '/totps', { expiration_minutes: 60 }, sessionToken);
    expect(second.status).toBe(200);
    expect(second.json.data.totp_id).not.toBe(totp.totp_id);
    expect(api.emulator.store.state.users[user.user_id]?.totps.map((t) => t.totp_id)).toEqual([second.json.data.totp_id]);
  });

  it('refuses a second TOTP once one is verified', async () => {
    const { sessionToken, totp } = await enrolled();
    expect((await authenticate(totpCode(totp.secret, now), sessionToken)).status).toBe(200);
    const res = await api.call('POST', '/totps', { expiration_minutes: 60 }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('duplicate_totp');
  });
});

describe('POST /totps/authenticate', () => {
  it('verifies the TOTP with the current code and adds the factor to the session', async () => {
    const { user, session, sessionToken, totp } = await enrolled();
    const res = await authenticate(totpCode(totp.secret, now), sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.totp_id).toBe(totp.totp_id);
    expect(res.json.data.session.session_id).toBe(session.session_id);
    expect(res.json.data.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'magic_link' }),
      expect.objectContaining({
        type: 'totp',
        delivery_method: 'authenticator_app',
        authenticator_app_factor: { totp_id: totp.totp_id },
      }),
    ]);
    expect(res.json.data.user.totps).toEqual([{ totp_id: totp.totp_id, verified: true }]);
    expect(api.emulator.store.state.users[user.user_id]?.totps[0]?.last_used_step).toBe(totpStep(now));
  });

  it('accepts the previous and the next step (clock drift) but not two steps away', async () => {
    const { sessionToken, totp } = await enrolled();
    expect((await authenticate(totpCode(totp.secret, now - 30_000), sessionToken)).status).toBe(200);
    now += 60_000;
    expect((await authenticate(totpCode(totp.secret, now + 30_000), sessionToken)).status).toBe(200);
    now += 5 * 60_000;
    // The code of the nearest step two or more steps back that does not happen to equal an accepted code.
    const accepted = [-1, 0, 1].map((d) => totpCode(totp.secret, now + d * 30_000));
    const old = [2, 3, 4, 5].map((d) => totpCode(totp.secret, now - d * 30_000)).find((c) => !accepted.includes(c));
    const res = await authenticate(old ?? '', sessionToken);
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('invalid_totp_code');
  });

  it('refuses a wrong code and leaves the TOTP unverified', async () => {
    const { user, sessionToken, totp } = await enrolled();
    const res = await authenticate(wrongCode(totp.secret), sessionToken);
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('invalid_totp_code');
    expect(api.emulator.store.state.users[user.user_id]?.totps[0]?.verified).toBe(false);
  });

  it('refuses malformed codes', async () => {
    const { sessionToken, totp } = await enrolled();
    const code = totpCode(totp.secret, now);
    for (const bad of [code.slice(0, 5), `${code}1`, 'abcdef']) {
      const res = await authenticate(bad, sessionToken);
      expect(res.status).toBe(401);
      expect(res.json.error_type).toBe('invalid_totp_code');
    }
  });

  it('accepts a code once (replay refused), and no older code after a newer one', async () => {
    const { sessionToken, totp } = await enrolled();
    const code = totpCode(totp.secret, now);
    expect((await authenticate(code, sessionToken)).status).toBe(200);
    const replay = await authenticate(code, sessionToken);
    expect(replay.status).toBe(401);
    expect(replay.json.error_type).toBe('totp_code_already_used');

    const older = await authenticate(totpCode(totp.secret, now - 30_000), sessionToken);
    expect(older.status).toBe(401);
    expect(older.json.error_type).toBe('totp_code_already_used');

    now += 30_000;
    expect((await authenticate(totpCode(totp.secret, now), sessionToken)).status).toBe(200);
  });

  it('refuses an enrolment that was not verified in time', async () => {
    const { user, sessionToken, totp } = await enrolled(5);
    now += 5 * 60_000 + 1;
    const res = await authenticate(totpCode(totp.secret, now), sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('totp_expired');
    expect(api.emulator.store.state.users[user.user_id]?.totps).toEqual([]);
  });

  it('keeps a verified TOTP past the enrolment expiry', async () => {
    const { sessionToken, totp } = await enrolled(5);
    expect((await authenticate(totpCode(totp.secret, now), sessionToken)).status).toBe(200);
    now += 10 * 60_000;
    expect((await authenticate(totpCode(totp.secret, now), sessionToken)).status).toBe(200);
  });

  it('refuses a user without a TOTP', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await authenticate('123456', sessionToken);
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('totp_not_found');
  });

  it('refuses without a session', async () => {
    const res = await api.call('POST', '/totps/authenticate', { totp_code: '123456' });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });

  it('requires totp_code as a string (schema error)', async () => {
    const { sessionToken } = await enrolled();
    const res = await api.call('POST', '/totps/authenticate', { totp_code: 123456 }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: 'totp_code', message: 'must be a string' }]);
  });
});

describe('POST /totps/recovery_codes', () => {
  it("lists the user's TOTPs with their unused recovery codes", async () => {
    const { sessionToken, totp } = await enrolled();
    const res = await api.call('POST', '/totps/recovery_codes', {}, sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.totps).toEqual([{ totp_id: totp.totp_id, verified: false, recovery_codes: totp.recovery_codes }]);
  });

  it('refuses without a session', async () => {
    const res = await api.call('POST', '/totps/recovery_codes', {});
    expect(res.status).toBe(401);
  });
});

describe('POST /totps/recover', () => {
  it('authenticates with a recovery code once, case-insensitively', async () => {
    const { sessionToken, totp } = await verified();
    const code = totp.recovery_codes[3] ?? '';
    const res = await recover(code.toUpperCase(), sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.recovery_codes_remaining).toBe(9);
    expect(res.json.data.session.authentication_factors).toContainEqual(
      expect.objectContaining({ type: 'recovery_codes', delivery_method: 'recovery_code' }),
    );
    const codes = await api.call('POST', '/totps/recovery_codes', {}, sessionToken);
    expect(codes.json.data.totps[0].recovery_codes).not.toContain(code);

    const again = await recover(code, sessionToken);
    expect(again.status).toBe(401);
    expect(again.json.error_type).toBe('invalid_recovery_code');
  });

  it('refuses a wrong code', async () => {
    const { sessionToken } = await verified();
    const res = await recover('aaaa-aaaa', sessionToken);
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('invalid_recovery_code');
  });

  it('refuses when the TOTP is not verified yet', async () => {
    const { sessionToken, totp } = await enrolled();
    const res = await recover(totp.recovery_codes[0] ?? '', sessionToken);
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('totp_not_found');
  });

  it('refuses without a session', async () => {
    const res = await api.call('POST', '/totps/recover', { recovery_code: 'aaaa-aaaa' });
    expect(res.status).toBe(401);
  });
});

describe('TOTP lock', () => {
  const MINUTE = 60_000;

  /** `count` wrong codes, each answered like any wrong code. */
  async function wrongCodes(count: number, secret: string, sessionToken: string) {
    for (let i = 0; i < count; i += 1) {
      const res = await authenticate(wrongCode(secret), sessionToken);
      expect(res.status).toBe(401);
      expect(res.json.error_type).toBe('invalid_totp_code');
    }
  }

  /** The next step's code is refused with totp_locked; time moves on a step so the code is a fresh one. */
  async function expectLocked(secret: string, sessionToken: string) {
    now += 30_000;
    const res = await authenticate(totpCode(secret, now), sessionToken);
    expect(res.status).toBe(429);
    expect(res.json.error_type).toBe('totp_locked');
    return res;
  }

  it('locks the TOTP after totp_max_attempts wrong codes and refuses the right code too', async () => {
    const { sessionToken, totp } = await verified();
    const max = api.emulator.store.project.totp_max_attempts;
    expect(max).toBe(5);
    await wrongCodes(max, totp.secret, sessionToken);
    const res = await expectLocked(totp.secret, sessionToken);
    expect(res.json.error_message).toContain('Use a recovery code');
  });

  it('is unlocked by a recovery code, which still works while locked', async () => {
    const { user, sessionToken, totp } = await verified();
    await wrongCodes(5, totp.secret, sessionToken);
    await expectLocked(totp.secret, sessionToken);
    const res = await recover(totp.recovery_codes[0] ?? '', sessionToken);
    expect(res.status).toBe(200);
    expect(api.emulator.store.state.users[user.user_id]?.totps[0]).not.toHaveProperty('locked_until');
    now += 30_000;
    expect((await authenticate(totpCode(totp.secret, now), sessionToken)).status).toBe(200);
  });

  it('ends totp_lockout_minutes after the wrong code that set it, with a fresh count', async () => {
    const { session, sessionToken, totp } = await verified();
    // The session must outlive the lock; refused codes do not extend it.
    session.expires_at = new Date(START + 24 * 60 * MINUTE).toISOString();
    await wrongCodes(5, totp.secret, sessionToken);
    now = START + 59 * MINUTE;
    await expectLocked(totp.secret, sessionToken);
    now = START + 60 * MINUTE + 30_000;
    await wrongCodes(4, totp.secret, sessionToken);
    expect((await authenticate(totpCode(totp.secret, now), sessionToken)).status).toBe(200);
  });

  it('starts the count again after a right code, and does not count a replayed one', async () => {
    const { sessionToken, totp } = await verified();
    await wrongCodes(4, totp.secret, sessionToken);
    now += 30_000;
    const code = totpCode(totp.secret, now);
    expect((await authenticate(code, sessionToken)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await authenticate(code, sessionToken)).json.error_type).toBe('totp_code_already_used');
    await wrongCodes(4, totp.secret, sessionToken);
    now += 30_000;
    expect((await authenticate(totpCode(totp.secret, now), sessionToken)).status).toBe(200);
  });

  it("follows the project's totp_max_attempts, set through the dev route", async () => {
    const { sessionToken, totp } = await verified();
    const put = await api.raw('PUT', '/__dev/api/project', { totp_max_attempts: 2 });
    expect(put.status).toBe(200);
    await wrongCodes(2, totp.secret, sessionToken);
    await expectLocked(totp.secret, sessionToken);
  });
});
