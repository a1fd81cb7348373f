import { DEFAULT_PASSCODE_EXPIRATION_MINUTES } from '@auth-widget/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { seedSession, useEmulator } from '../testing.ts';

const t = useEmulator();

/** The newest message of the dev inbox. */
function lastMessage() {
  const message = t.emulator.store.state.messages.at(-1);
  if (!message) throw new Error('no message was delivered');
  return message;
}

function lastCode(): string {
  return lastMessage().code ?? '';
}

/** A six-digit code that is not the one sent. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

const channels = [
  { channel: 'sms', field: 'phone_number', to: '+14155550123', other: '+447700900123', idPrefix: 'phone-number-test-', notFound: 'phone_number_not_found', duplicate: 'duplicate_phone_number' },
  { channel: 'whatsapp', field: 'phone_number', to: '+14155550123', other: '+447700900123', idPrefix: 'phone-number-test-', notFound: 'phone_number_not_found', duplicate: 'duplicate_phone_number' },
  { channel: 'email', field: 'email', to: 'ada@example.com', other: 'ada@work.example', idPrefix: 'email-test-', notFound: 'email_not_found', duplicate: 'duplicate_email' },
] as const;

describe.each(channels)('$channel passcodes', ({ channel, field, to, other, idPrefix, notFound, duplicate }) => {
  /** The user's entries for this channel's kind of destination. */
  function entriesOf(userId: string): { id: string; value: string; verified: boolean }[] {
    const user = t.emulator.store.state.users[userId];
    if (!user) return [];
    return field === 'email'
      ? user.emails.map((e) => ({ id: e.email_id, value: e.email, verified: e.verified }))
      : user.phone_numbers.map((p) => ({ id: p.phone_id, value: p.phone_number, verified: p.verified }));
  }

  function seedUser(destination: string) {
    return field === 'email' ? t.emulator.store.userForEmail(destination).user : t.emulator.store.userForPhone(destination).user;
  }

  it('login_or_create creates the user and delivers a six-digit code; authenticate logs in and verifies', async () => {
    const sent = await t.call('POST', `/otps/${channel}/login_or_create`, { [field]: to });
    expect(sent.status).toBe(200);
    const { user_id, method_id, user_created } = sent.json.data;
    expect(user_created).toBe(true);
    expect(method_id).toMatch(new RegExp(`^${idPrefix}`));
    expect(entriesOf(user_id)).toEqual([{ id: method_id, value: to, verified: false }]);

    const message = lastMessage();
    expect(message).toMatchObject({ channel, to, link: null });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(`Your code is ${message.code}`);

    const auth = await t.call('POST', '/otps/authenticate', { token: lastCode(), method_id, session_duration_minutes: 30 });
    expect(auth.status).toBe(200);
    expect(auth.json.data).toMatchObject({ user_id, method_id, reset_sessions: false });
    expect(auth.json.data.session.authentication_factors[0]).toMatchObject({ type: 'otp', delivery_method: channel });
    expect(entriesOf(user_id)[0]?.verified).toBe(true);
    const me = await t.call('GET', '/users/me', undefined, auth.json.data.session_token);
    expect(me.json.data.user_id).toBe(user_id);
  });

  it('login_or_create for a known destination keeps the user and the method id', async () => {
    const first = await t.call('POST', `/otps/${channel}/login_or_create`, { [field]: to });
    const second = await t.call('POST', `/otps/${channel}/login_or_create`, { [field]: to });
    expect(second.json.data).toMatchObject({ user_id: first.json.data.user_id, method_id: first.json.data.method_id, user_created: false });
  });

  it('send/primary sends to an existing user and refuses an unknown destination', async () => {
    const user = seedUser(to);
    const sent = await t.call('POST', `/otps/${channel}/send/primary`, { [field]: to });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ user_id: user.user_id, method_id: entriesOf(user.user_id)[0]?.id, user_created: false });

    const unknown = await t.call('POST', `/otps/${channel}/send/primary`, { [field]: other });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error_type).toBe(notFound);
    expect(Object.keys(t.emulator.store.state.users)).toHaveLength(1);
  });

  it('send/secondary needs a session and adds the destination to that user once the code proves it', async () => {
    const anonymous = await t.call('POST', `/otps/${channel}/send/secondary`, { [field]: other });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error_type).toBe('unauthorized_credentials');

    const { user, sessionToken } = await seedSession(t.emulator, 'owner@example.com');
    const sent = await t.call('POST', `/otps/${channel}/send/secondary`, { [field]: other }, sessionToken);
    expect(sent.status).toBe(200);
    const methodId = sent.json.data.method_id as string;
    expect(methodId).toMatch(new RegExp(`^${idPrefix}`));
    expect(entriesOf(user.user_id).some((e) => e.value === other)).toBe(false);
    const resent = await t.call('POST', `/otps/${channel}/send/secondary`, { [field]: other }, sessionToken);
    expect(resent.json.data.method_id).toBe(methodId);

    const outside = await t.call('POST', '/otps/authenticate', { token: lastCode(), method_id: methodId });
    expect(outside.status).toBe(403);
    expect(outside.json.error_type).toBe('session_required');
    const auth = await t.call('POST', '/otps/authenticate', { token: lastCode(), method_id: methodId }, sessionToken);
    expect(auth.status).toBe(200);
    expect(auth.json.data.session_token).toBe(sessionToken);
    expect(entriesOf(user.user_id)).toContainEqual({ id: methodId, value: other, verified: true });
  });

  it("send/secondary refuses another user's destination", async () => {
    seedUser(other);
    const { sessionToken } = await seedSession(t.emulator, 'owner@example.com');
    const res = await t.call('POST', `/otps/${channel}/send/secondary`, { [field]: other }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe(duplicate);
  });
});

describe('passcode sends', () => {
  it.each(['4155550123', '+04155550123', '+1234567', '+1234567890123456', '+1 415 555 0123', '+1415555CALL'])(
    'refuses the phone number %j',
    async (phone) => {
      const res = await t.call('POST', '/otps/sms/login_or_create', { phone_number: phone });
      expect(res.status).toBe(400);
      expect(res.json.error_type).toBe('invalid_phone_number');
      expect(t.emulator.store.state.users).toEqual({});
    },
  );

  it('refuses a malformed email', async () => {
    const res = await t.call('POST', '/otps/email/login_or_create', { email: 'ada@' });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_email');
  });

  it.each([0, 61, 1.5])('refuses expiration_minutes %s', async (minutes) => {
    const res = await t.call('POST', '/otps/sms/login_or_create', { phone_number: '+14155550123', expiration_minutes: minutes });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_expiration');
  });

  it('honours expiration_minutes and defaults to five minutes', async () => {
    const before = Date.now();
    const custom = await t.call('POST', '/otps/email/login_or_create', { email: 'ada@example.com', expiration_minutes: 60 });
    const customExpiry = Date.parse(t.emulator.store.state.passcodes[custom.json.data.method_id]?.expires_at ?? '');
    expect(customExpiry).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(lastMessage().body).toContain('60 minutes');

    const plain = await t.call('POST', '/otps/sms/login_or_create', { phone_number: '+14155550123' });
    const plainExpiry = Date.parse(t.emulator.store.state.passcodes[plain.json.data.method_id]?.expires_at ?? '');
    expect(plainExpiry).toBeGreaterThanOrEqual(before + DEFAULT_PASSCODE_EXPIRATION_MINUTES * 60_000);
    expect(plainExpiry).toBeLessThanOrEqual(Date.now() + DEFAULT_PASSCODE_EXPIRATION_MINUTES * 60_000);
  });

  it('answers a malformed body with the schema error shape', async () => {
    const res = await t.call('POST', '/otps/sms/login_or_create', { phone_number: 14155550123, expiration_minutes: '5' });
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([
      { path: 'phone_number', message: 'must be a string' },
      { path: 'expiration_minutes', message: 'must be a number' },
    ]);
  });

  it('refuses calls without Basic auth or with an unknown public token', async () => {
    const none = await t.raw('POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+14155550123' });
    expect(none.status).toBe(401);
    const auth = `Basic ${Buffer.from('public-token-test-other:public-token-test-other').toString('base64')}`;
    const unknown = await t.raw('POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+14155550123' }, { headers: { Authorization: auth } });
    expect(unknown.status).toBe(401);
    expect(unknown.json.error_type).toBe('invalid_public_token');
    expect(t.emulator.store.state.messages).toHaveLength(0);
  });

  it('requires a captcha token on sends and on authenticate when captcha is on, as the reference provider does', async () => {
    t.emulator.store.project.captcha_settings = { enabled: true, siteKey: 'site-key' };
    const token = async () => (await t.raw('POST', '/__dev/api/captcha')).json.token as string;
    const missing = await t.call('POST', '/otps/email/login_or_create', { email: 'ada@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.json.error_type).toBe('captcha_required');
    const sent = await t.call('POST', '/otps/email/login_or_create', { email: 'ada@example.com', captcha_token: await token() });
    expect(sent.status).toBe(200);
    const withoutToken = await t.call('POST', '/otps/authenticate', { token: lastCode(), method_id: sent.json.data.method_id });
    expect(withoutToken.json.error_type).toBe('captcha_required');
    const auth = await t.call('POST', '/otps/authenticate', { token: lastCode(), method_id: sent.json.data.method_id, captcha_token: await token() });
    expect(auth.status).toBe(200);
  });
});

describe('POST /otps/authenticate', () => {
  async function send(body: Record<string, unknown> = { phone_number: '+14155550123' }, channel = 'sms') {
    const res = await t.call('POST', `/otps/${channel}/login_or_create`, body);
    expect(res.status).toBe(200);
    return { methodId: res.json.data.method_id as string, code: lastCode() };
  }

  it('refuses a wrong code and counts the attempt', async () => {
    const { methodId, code } = await send();
    const res = await t.call('POST', '/otps/authenticate', { token: wrongCode(code), method_id: methodId });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error_type: 'otp_code_not_found', error_message: 'The passcode is incorrect.' });
    expect(t.emulator.store.state.passcodes[methodId]?.attempts).toBe(1);
    const malformed = await t.call('POST', '/otps/authenticate', { token: 'abc', method_id: methodId });
    expect(malformed.status).toBe(401);
    expect((await t.call('POST', '/otps/authenticate', { token: code, method_id: methodId })).status).toBe(200);
  });

  it('locks the method after otp_max_attempts wrong codes, even for the right code, until a new code is sent', async () => {
    const { methodId, code } = await send();
    const max = t.emulator.store.project.otp_max_attempts;
    for (let i = 0; i < max; i += 1) {
      const wrong = await t.call('POST', '/otps/authenticate', { token: wrongCode(code), method_id: methodId });
      expect(wrong.status).toBe(401);
    }
    const locked = await t.call('POST', '/otps/authenticate', { token: code, method_id: methodId });
    expect(locked.status).toBe(429);
    expect(locked.json.error_type).toBe('otp_locked');

    const fresh = await send();
    expect(fresh.methodId).toBe(methodId);
    expect((await t.call('POST', '/otps/authenticate', { token: fresh.code, method_id: methodId })).status).toBe(200);
  });

  it("follows the project's otp_max_attempts", async () => {
    t.emulator.store.project.otp_max_attempts = 2;
    const { methodId, code } = await send();
    await t.call('POST', '/otps/authenticate', { token: wrongCode(code), method_id: methodId });
    expect((await t.call('POST', '/otps/authenticate', { token: code, method_id: methodId })).status).toBe(200);
    const again = await send();
    await t.call('POST', '/otps/authenticate', { token: wrongCode(again.code), method_id: methodId });
    await t.call('POST', '/otps/authenticate', { token: wrongCode(again.code), method_id: methodId });
    expect((await t.call('POST', '/otps/authenticate', { token: again.code, method_id: methodId })).status).toBe(429);
  });

  it('refuses an expired code', async () => {
    const { methodId, code } = await send();
    const record = t.emulator.store.state.passcodes[methodId];
    if (record) record.expires_at = new Date(Date.now() - 1000).toISOString();
    const res = await t.call('POST', '/otps/authenticate', { token: code, method_id: methodId });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('otp_code_expired');
  });

  it('accepts a code once', async () => {
    const { methodId, code } = await send();
    expect((await t.call('POST', '/otps/authenticate', { token: code, method_id: methodId })).status).toBe(200);
    const again = await t.call('POST', '/otps/authenticate', { token: code, method_id: methodId });
    expect(again.status).toBe(400);
    expect(again.json.error_type).toBe('otp_code_already_used');
  });

  it('a new send invalidates the earlier code of the destination, whatever the channel', async () => {
    const first = await send();
    const second = await send({ phone_number: '+14155550123' }, 'whatsapp');
    expect(second.methodId).toBe(first.methodId);
    if (first.code !== second.code) {
      const old = await t.call('POST', '/otps/authenticate', { token: first.code, method_id: first.methodId });
      expect(old.status).toBe(401);
      expect(old.json.error_type).toBe('otp_code_not_found');
    }
    expect(t.emulator.store.state.passcodes[first.methodId]).toMatchObject({ channel: 'whatsapp', code: second.code });
    const res = await t.call('POST', '/otps/authenticate', { token: second.code, method_id: second.methodId });
    expect(res.status).toBe(200);
    expect(res.json.data.session.authentication_factors[0].delivery_method).toBe('whatsapp');
    expect(Object.values(t.emulator.store.state.passcodes)).toHaveLength(1);
  });

  it('a send to a destination invalidates the code another user was sent there', async () => {
    const ada = await seedSession(t.emulator, 'ada@example.com');
    const bob = await seedSession(t.emulator, 'bob@example.com');
    const first = await t.call('POST', '/otps/sms/send/secondary', { phone_number: '+14155550123' }, ada.sessionToken);
    const adaCode = lastCode();
    const second = await t.call('POST', '/otps/sms/send/secondary', { phone_number: '+14155550123' }, bob.sessionToken);
    expect(second.json.data.method_id).not.toBe(first.json.data.method_id);
    const stale = await t.call('POST', '/otps/authenticate', { token: adaCode, method_id: first.json.data.method_id }, ada.sessionToken);
    expect(stale.status).toBe(404);
    expect(stale.json.error_type).toBe('otp_method_not_found');
    const res = await t.call('POST', '/otps/authenticate', { token: lastCode(), method_id: second.json.data.method_id }, bob.sessionToken);
    expect(res.status).toBe(200);
    expect(bob.user.phone_numbers.map((p) => p.phone_number)).toEqual(['+14155550123']);
    expect(ada.user.phone_numbers).toEqual([]);
  });

  it('refuses an unknown method id', async () => {
    const res = await t.call('POST', '/otps/authenticate', { token: '123456', method_id: 'phone-number-test-nope' });
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('otp_method_not_found');
    const proto = await t.call('POST', '/otps/authenticate', { token: '123456', method_id: '__proto__' });
    expect(proto.status).toBe(404);
  });

  it('refuses a bad session duration without using the code or counting an attempt', async () => {
    const { methodId, code } = await send();
    const bad = await t.call('POST', '/otps/authenticate', { token: code, method_id: methodId, session_duration_minutes: 0 });
    expect(bad.status).toBe(400);
    expect(bad.json.error_type).toBe('invalid_session_duration');
    expect(t.emulator.store.state.passcodes[methodId]).toMatchObject({ attempts: 0, used: false });
    expect((await t.call('POST', '/otps/authenticate', { token: code, method_id: methodId })).status).toBe(200);
  });

  it('answers a malformed body with the schema error shape', async () => {
    const res = await t.call('POST', '/otps/authenticate', { token: 123456 });
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([
      { path: 'token', message: 'must be a string' },
      { path: 'method_id', message: 'is required' },
    ]);
  });
});
