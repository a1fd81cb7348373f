import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { recordingFetch } from '../../../test/client/recordingFetch.ts';
import { sessionCookies, signIn } from '../../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();

/** RFC 4648 base32 to bytes. */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The RFC 6238 code of a secret at a 30-second step (HMAC-SHA-1, 6 digits), as an authenticator app shows it. */
function totpCode(secret: string, step = Math.floor(Date.now() / 30_000)): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('totps', () => {
  test('create enrols a TOTP; a code from the secret verifies it and adds the factor to the session', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const { session } = await signIn(client);
    const created = await client.totps.create({ expiration_minutes: 10 });
    expect(recorder.lastBody('/totps')).toEqual({ expiration_minutes: 10 });
    expect(created.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(created.qr_code.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(created.recovery_codes).toHaveLength(10);

    const answer = await client.totps.authenticate({ totp_code: totpCode(created.secret), session_duration_minutes: 60 });
    expect(answer.totp_id).toBe(created.totp_id);
    expect(answer.session.session_id).toBe(session.session_id);
    expect(answer.session.authentication_factors.map((f) => f.type).sort()).toEqual(['password', 'totp']);
    expect(answer.user.totps).toEqual([{ totp_id: created.totp_id, verified: true }]);
    expect(client.session.getSync()?.authentication_factors).toHaveLength(2);
    expect(sessionCookies()).toMatchObject({ session: answer.session_token, jwt: answer.session_jwt });
  });

  test('a wrong code and a reused code are refused', async () => {
    const client = env.client();
    await signIn(client);
    const { secret } = await client.totps.create({ expiration_minutes: 10 });
    const code = totpCode(secret);
    const other = code === '000000' ? '111111' : '000000';
    await expect(client.totps.authenticate({ totp_code: other })).rejects.toMatchObject({
      code: 'api_error',
      status: 401,
      errorType: 'invalid_totp_code',
    });
    await client.totps.authenticate({ totp_code: code });
    await expect(client.totps.authenticate({ totp_code: code })).rejects.toMatchObject({ errorType: 'totp_code_already_used' });
  });

  test('recoveryCodes lists the codes; recover signs in with one, once', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await signIn(client);
    const created = await client.totps.create({ expiration_minutes: 10 });
    await client.totps.authenticate({ totp_code: totpCode(created.secret) });

    const listed = await client.totps.recoveryCodes();
    expect(recorder.paths().at(-1)).toBe('POST /totps/recovery_codes');
    // No body, as the reference provider's SDK sends this call.
    expect(recorder.calls.at(-1)?.body).toBeUndefined();
    expect(listed.totps).toEqual([{ totp_id: created.totp_id, verified: true, recovery_codes: created.recovery_codes }]);

    const [first] = created.recovery_codes;
    const answer = await client.totps.recover({ recovery_code: first!, session_duration_minutes: 30 });
    expect(answer.recovery_codes_remaining).toBe(9);
    expect(sessionCookies().session).toBe(answer.session_token);
    await expect(client.totps.recover({ recovery_code: first! })).rejects.toMatchObject({ errorType: 'invalid_recovery_code' });
    expect((await client.totps.recoveryCodes()).totps[0]?.recovery_codes).not.toContain(first);
  });

  test('every TOTP call needs a session', async () => {
    const client = env.client();
    await expect(client.totps.create({ expiration_minutes: 10 })).rejects.toMatchObject({ code: 'no_current_session' });
    await expect(client.totps.recoveryCodes()).rejects.toMatchObject({ code: 'no_current_session' });
  });

  test('usage: expiration_minutes, totp_code and recovery_code, with nothing sent', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.totps.create({} as { expiration_minutes: number })).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to totps.create\nexpiration_minutes must be a number',
    });
    await expect(client.totps.create(undefined as unknown as { expiration_minutes: number })).rejects.toMatchObject({
      message: 'Invalid call to totps.create\nexpiration_minutes must be a number',
    });
    await expect(
      client.totps.authenticate({ totp_code: 123456, session_duration_minutes: 'x' } as unknown as { totp_code: string }),
    ).rejects.toMatchObject({
      message: 'Invalid call to totps.authenticate\ntotp_code must be a string\nsession_duration_minutes must be a number',
    });
    await expect(client.totps.recover({ recovery_code: null } as unknown as { recovery_code: string })).rejects.toMatchObject({
      message: 'Invalid call to totps.recover\nrecovery_code must be a string',
    });
    expect(recorder.calls).toEqual([]);
  });
});
