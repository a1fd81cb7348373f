import { describe, expect, it } from 'vitest';
import { totpCode } from './verify/totp.ts';
import { seedSession, useEmulator } from './testing.ts';

const api = useEmulator();

/** Answers that must carry `__user` beside `user`, because the reference provider's SDK reads the user there. */
describe('__user on the calls the reference SDK reads it from', () => {
  it('POST /totps, /totps/authenticate, /totps/recover', async () => {
    const { sessionToken, user } = await seedSession(api.emulator);
    const created = await api.call('POST', '/totps', { expiration_minutes: 5 }, sessionToken);
    expect(created.json.data.__user.user_id).toBe(user.user_id);
    const code = totpCode(created.json.data.secret, Date.now());
    const authed = await api.call('POST', '/totps/authenticate', { totp_code: code, session_duration_minutes: 30 }, sessionToken);
    expect(authed.status).toBe(200);
    expect(authed.json.data.__user).toEqual(authed.json.data.user);
    const recovered = await api.call(
      'POST',
      '/totps/recover',
      { recovery_code: created.json.data.recovery_codes[0], session_duration_minutes: 30 },
      authed.json.data.session_token,
    );
    expect(recovered.status).toBe(200);
    expect(recovered.json.data.__user).toEqual(recovered.json.data.user);
  });

  it('PUT /users/me and DELETE /users/emails/{id}', async () => {
    const { sessionToken, user } = await seedSession(api.emulator);
    const updated = await api.call('PUT', '/users/me', { untrusted_metadata: { plan: 'pro' } }, sessionToken);
    expect(updated.json.data.__user.untrusted_metadata).toEqual({ plan: 'pro' });
    expect(updated.json.data.__user).toEqual(updated.json.data.user);
    const emailId = user.emails[0]!.email_id;
    const deleted = await api.call('DELETE', `/users/emails/${emailId}`, undefined, sessionToken);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.__user.emails).toEqual([]);
  });

  it('not on calls the reference SDK reads `user` from', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const me = await api.call('POST', '/sessions/authenticate', {}, sessionToken);
    expect(me.status).toBe(200);
    expect(me.json.data.__user).toBeUndefined();
  });
});
