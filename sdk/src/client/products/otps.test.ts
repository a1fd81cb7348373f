import { describe, expect, test } from 'vitest';
import { newestMessage } from '../../../test/client/devApi.ts';
import { recordingFetch } from '../../../test/client/recordingFetch.ts';
import { sessionCookies, signIn } from '../../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient({ otp_max_attempts: 3 });

const PHONE = '+12015550123';

/** The passcode of the newest message to a destination, checked to be on the channel it was sent on. */
async function codeTo(to: string, channel: 'sms' | 'whatsapp' | 'email'): Promise<string> {
  const message = await newestMessage(env.emulator, to);
  expect(message.channel).toBe(channel);
  if (!message.code) throw new Error(`no code to ${to}`);
  return message.code;
}

/** A six-digit code that is not the right one. */
function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe.each(['sms', 'whatsapp'] as const)('otps.%s', (channel) => {
  test('loginOrCreate sends a passcode; authenticate signs in and sets the cookies', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const sent = await client.otps[channel].loginOrCreate(PHONE, { expiration_minutes: 10, locale: 'en' });
    expect(recorder.paths()).toEqual([`POST /otps/${channel}/login_or_create`]);
    expect(recorder.lastBody(`/otps/${channel}/login_or_create`)).toEqual({ phone_number: PHONE, expiration_minutes: 10, locale: 'en' });
    expect(sent.method_id).toMatch(/^phone-number-test-/);
    expect(sent.user_created).toBe(true);

    const code = await codeTo(PHONE, channel);
    expect(code).toMatch(/^\d{6}$/);
    const answer = await client.otps.authenticate(code, sent.method_id, { session_duration_minutes: 60 });
    expect(recorder.lastBody('/otps/authenticate')).toEqual({ token: code, method_id: sent.method_id, session_duration_minutes: 60 });
    expect(answer.user.phone_numbers).toEqual([{ phone_id: sent.method_id, phone_number: PHONE, verified: true }]);
    expect(sessionCookies()).toEqual({ session: answer.session_token, jwt: answer.session_jwt, intermediate: null });
  });

  test('send without a session uses send/primary, which needs a known number', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.otps[channel].send(PHONE)).rejects.toMatchObject({ code: 'api_error', errorType: 'phone_number_not_found' });
    env.emulator.store.userForPhone(PHONE);
    const sent = await client.otps[channel].send(PHONE);
    expect(sent.user_created).toBe(false);
    expect(recorder.paths()).toEqual([`POST /otps/${channel}/send/primary`, `POST /otps/${channel}/send/primary`]);
    await client.otps.authenticate(await codeTo(PHONE, channel), sent.method_id, { session_duration_minutes: 30 });
    expect(client.session.getSync()).not.toBeNull();
  });

  test('send with a session uses send/secondary and the code adds the number to the user', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const { user } = await signIn(client);
    const sent = await client.otps[channel].send(PHONE);
    expect(recorder.paths().at(-1)).toBe(`POST /otps/${channel}/send/secondary`);
    const answer = await client.otps.authenticate(await codeTo(PHONE, channel), sent.method_id, { session_duration_minutes: 30 });
    expect(answer.user.user_id).toBe(user.user_id);
    expect(client.user.getSync()?.phone_numbers.map((p) => p.phone_number)).toEqual([PHONE]);
    expect(answer.session.authentication_factors.map((f) => f.delivery_method).sort()).toEqual(['knowledge', channel].sort());
  });

  test('a number that is not E.164 is refused', async () => {
    const client = env.client();
    await expect(client.otps[channel].loginOrCreate('(201) 555-0123')).rejects.toMatchObject({ errorType: 'invalid_phone_number' });
  });
});

describe('otps.email', () => {
  test('loginOrCreate sends the template ids and expiry; the code signs in', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const options = { expiration_minutes: 5, login_template_id: 'login-tpl', signup_template_id: 'signup-tpl', locale: 'fr' };
    const sent = await client.otps.email.loginOrCreate('ada@example.com', options);
    expect(recorder.lastBody('/otps/email/login_or_create')).toEqual({ email: 'ada@example.com', ...options });
    expect(sent.method_id).toMatch(/^email-test-/);
    const answer = await client.otps.authenticate(await codeTo('ada@example.com', 'email'), sent.method_id, { session_duration_minutes: 30 });
    expect(answer.user.emails[0]).toMatchObject({ email: 'ada@example.com', verified: true });
    expect(sessionCookies().session).toBe(answer.session_token);
  });

  test('send picks primary or secondary by session', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    env.emulator.store.userForEmail('ada@example.com');
    await client.otps.email.send('ada@example.com');
    await signIn(client, 'grace@example.com');
    await client.otps.email.send('grace.work@example.com');
    expect(recorder.paths().filter((p) => p.startsWith('POST /otps/email/send'))).toEqual([
      'POST /otps/email/send/primary',
      'POST /otps/email/send/secondary',
    ]);
  });
});

describe('otps.authenticate failures', () => {
  test('a wrong passcode is refused without a session, and the method locks after too many', async () => {
    const client = env.client();
    const sent = await client.otps.sms.loginOrCreate(PHONE);
    const code = await codeTo(PHONE, 'sms');
    await expect(client.otps.authenticate(wrong(code), sent.method_id, { session_duration_minutes: 30 })).rejects.toMatchObject({
      code: 'api_error',
      status: 401,
      errorType: 'otp_code_not_found',
    });
    expect(client.session.getSync()).toBeNull();
    expect(sessionCookies().session).toBeNull();

    await expect(client.otps.authenticate(wrong(code), sent.method_id, { session_duration_minutes: 30 })).rejects.toMatchObject({
      errorType: 'otp_code_not_found',
    });
    await expect(client.otps.authenticate(wrong(code), sent.method_id, { session_duration_minutes: 30 })).rejects.toMatchObject({
      errorType: 'otp_code_not_found',
    });
    // Locked: even the right code is refused until a new one is sent; the lock answer is `user_locked_out`.
    await expect(client.otps.authenticate(code, sent.method_id, { session_duration_minutes: 30 })).rejects.toMatchObject({
      code: 'user_locked_out',
      status: 429,
      error_type: 'otp_locked',
    });
    const again = await client.otps.sms.loginOrCreate(PHONE);
    await client.otps.authenticate(await codeTo(PHONE, 'sms'), again.method_id, { session_duration_minutes: 30 });
    expect(client.session.getSync()).not.toBeNull();
  });

  test('a code works once, and an unknown method is refused', async () => {
    const client = env.client();
    const sent = await client.otps.whatsapp.loginOrCreate(PHONE);
    const code = await codeTo(PHONE, 'whatsapp');
    await client.otps.authenticate(code, sent.method_id, { session_duration_minutes: 30 });
    await expect(client.otps.authenticate(code, sent.method_id, { session_duration_minutes: 30 })).rejects.toMatchObject({
      errorType: 'otp_code_already_used',
    });
    await expect(client.otps.authenticate(code, 'phone-number-test-unknown', { session_duration_minutes: 30 })).rejects.toMatchObject({
      errorType: 'otp_method_not_found',
    });
  });
});

describe('usage errors', () => {
  test('authenticate needs code and method_id strings and a session_duration_minutes number', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(
      client.otps.authenticate(123456 as unknown as string, undefined as unknown as string, {} as { session_duration_minutes: number }),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to otps.authenticate\ncode must be a string\nmethod_id must be a string\nsession_duration_minutes must be a number',
    });
    expect(recorder.calls).toEqual([]);
  });

  test('the sends check the destination and options', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(
      client.otps.sms.loginOrCreate(12015550123 as unknown as string, { expiration_minutes: '5', locale: 1 } as unknown as { locale: string }),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to otps.sms.loginOrCreate\nphone_number must be a string\nexpiration_minutes must be a number\nlocale must be a string',
    });
    await expect(client.otps.whatsapp.send(undefined as unknown as string)).rejects.toMatchObject({
      message: 'Invalid call to otps.whatsapp.send\nphone_number must be a string',
    });
    await expect(
      client.otps.email.send('ada@example.com', { login_template_id: 1, signup_template_id: 2 } as unknown as { locale: string }),
    ).rejects.toMatchObject({
      message: 'Invalid call to otps.email.send\nlogin_template_id must be a string\nsignup_template_id must be a string',
    });
    await expect(client.otps.email.loginOrCreate({} as unknown as string)).rejects.toMatchObject({
      message: 'Invalid call to otps.email.loginOrCreate\nemail must be a string',
    });
    expect(recorder.calls).toEqual([]);
  });
});
