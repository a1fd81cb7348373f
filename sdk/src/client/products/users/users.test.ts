import { describe, expect, test } from 'vitest';
import type { User } from '../../../protocol/types.ts';
import { recordingFetch } from '../../../../test/client/recordingFetch.ts';
import { signIn } from '../../../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();

/** The emulator's record of a user, to seed factors the delete calls remove. */
function storedUser(userId: string) {
  const user = env.emulator.store.state.users[userId];
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

describe('user.get and getSync', () => {
  test('getSync is null signed out and the signed-in user after a login', async () => {
    const client = env.client();
    expect(client.user.getSync()).toBeNull();
    const { user } = await signIn(client, 'grace@example.com');
    expect(client.user.getSync()?.user_id).toBe(user.user_id);
    expect(client.user.getSync()?.emails.map((e) => e.email)).toEqual(['grace@example.com']);
  });

  test('get reads GET /users/me and replaces the stored user', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const { user } = await signIn(client);
    // The provider's copy changes behind the client's back.
    storedUser(user.user_id).name.first_name = 'Ada';
    const seen: (User | null)[] = [];
    client.user.onChange((next) => seen.push(next));

    const fresh = await client.user.get();

    expect(recorder.paths().at(-1)).toBe('GET /users/me');
    expect(fresh.name.first_name).toBe('Ada');
    expect(fresh).not.toHaveProperty('request_id');
    expect(fresh).not.toHaveProperty('status_code');
    expect(client.user.getSync()?.name.first_name).toBe('Ada');
    expect(seen.map((u) => u?.name.first_name)).toEqual(['Ada']);
  });

  test('get without a session is refused by the provider', async () => {
    const client = env.client();
    await expect(client.user.get()).rejects.toMatchObject({ code: 'api_error', status: 401, errorType: 'unauthorized_credentials' });
  });

  test('onChange reports the login and the logout, and stops after unsubscribe', async () => {
    const client = env.client();
    const seen: (string | null)[] = [];
    const unsubscribe = client.user.onChange((user) => seen.push(user?.user_id ?? null));
    const { user } = await signIn(client);
    await client.session.revoke();
    unsubscribe();
    await signIn(client, 'later@example.com');
    expect(seen).toEqual([user.user_id, null]);
  });
});

describe('user.update', () => {
  test('merges untrusted_metadata and removes keys set to null', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await signIn(client);
    await client.user.update({ untrusted_metadata: { theme: 'dark', plan: 'free' } });
    const answer = await client.user.update({ untrusted_metadata: { plan: null, locale: 'fr' } });

    expect(recorder.lastBody('/users/me')).toEqual({ untrusted_metadata: { plan: null, locale: 'fr' } });
    expect(answer.user.untrusted_metadata).toEqual({ theme: 'dark', locale: 'fr' });
    expect(client.user.getSync()?.untrusted_metadata).toEqual({ theme: 'dark', locale: 'fr' });
  });

  test('untrusted_metadata must be an object: nothing is sent', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    for (const bad of ['dark', ['a'], null, 3]) {
      await expect(client.user.update({ untrusted_metadata: bad as unknown as Record<string, unknown> })).rejects.toMatchObject({
        code: 'usage_error',
        message: 'Invalid call to user.update\nuntrusted_metadata must be an object',
      });
    }
    expect(recorder.calls).toEqual([]);
  });

  test('without a session: no_current_session, nothing sent and nothing changed locally', async () => {
    const wire = recordingFetch();
    const client = env.client({ fetch: wire.fetch });
    await expect(client.user.update({ untrusted_metadata: { a: 1 } })).rejects.toMatchObject({
      code: 'no_current_session',
      message: 'There is no current session: sign in first.',
    });
    await expect(client.user.deleteEmail('email-1')).rejects.toMatchObject({ code: 'no_current_session' });
    await expect(client.session.revoke()).rejects.toMatchObject({ code: 'no_current_session' });
    expect(wire.paths()).toEqual([]);
    expect(client.user.getSync()).toBeNull();
  });
});

describe('factor deletions', () => {
  /** Seeds one factor of every kind on the user and returns their ids. */
  function seedFactors(userId: string) {
    const user = storedUser(userId);
    user.phone_numbers.push({ phone_id: 'phone-number-test-1', phone_number: '+12015550123', verified: true });
    user.totps.push({ totp_id: 'totp-test-1', verified: true, secret: 'JBSWY3DPEHPK3PXP', recovery_codes: [] });
    user.providers.push({ oauth_user_registration_id: 'oauth-user-registration-test-1', provider_type: 'github', provider_subject: 's1' });
    user.webauthn_registrations.push({
      webauthn_registration_id: 'webauthn-registration-test-1',
      name: 'Passkey',
      domain: 'localhost',
      user_agent: 'test',
      authenticator_type: 'platform',
      verified: true,
      credential: { id: 'cred', publicKey: 'key', counter: 0, transports: [] },
    });
    user.biometric_registrations.push({ biometric_registration_id: 'biometric-registration-test-1', verified: true });
    return user;
  }

  test('each delete removes its factor and stores the user of the answer', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const { user } = await signIn(client);
    const seeded = seedFactors(user.user_id);
    const emailId = seeded.emails[0]!.email_id;

    await client.user.deletePhoneNumber('phone-number-test-1');
    expect(client.user.getSync()?.phone_numbers).toEqual([]);
    await client.user.deleteTotp('totp-test-1');
    expect(client.user.getSync()?.totps).toEqual([]);
    await client.user.deleteOAuthRegistration('oauth-user-registration-test-1');
    expect(client.user.getSync()?.providers).toEqual([]);
    await client.user.deleteWebauthnRegistration('webauthn-registration-test-1');
    expect(client.user.getSync()?.webauthn_registrations).toEqual([]);
    await client.user.deleteBiometricRegistration('biometric-registration-test-1');
    expect(client.user.getSync()?.biometric_registrations).toEqual([]);
    const last = await client.user.deleteEmail(emailId);
    expect(last.user.emails).toEqual([]);
    expect(client.user.getSync()?.emails).toEqual([]);

    expect(recorder.paths().slice(-6)).toEqual([
      'DELETE /users/phone_numbers/phone-number-test-1',
      'DELETE /users/totps/totp-test-1',
      'DELETE /users/oauth/oauth-user-registration-test-1',
      'DELETE /users/webauthn_registrations/webauthn-registration-test-1',
      'DELETE /users/biometric_registrations/biometric-registration-test-1',
      `DELETE /users/emails/${emailId}`,
    ]);
  });

  test('an unknown id is a 404 of the factor kind, and the stored user is kept', async () => {
    const client = env.client();
    await signIn(client);
    const before = client.user.getSync();
    await expect(client.user.deleteEmail('email-test-nope')).rejects.toMatchObject({ status: 404, errorType: 'email_not_found' });
    await expect(client.user.deleteWebauthnRegistration('nope')).rejects.toMatchObject({
      errorType: 'webauthn_registration_not_found',
    });
    expect(client.user.getSync()).toBe(before);
  });

  test('an id that is not a string is a usage error, with nothing sent', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const calls = [
      ['deleteEmail', () => client.user.deleteEmail(1 as unknown as string)],
      ['deletePhoneNumber', () => client.user.deletePhoneNumber(undefined as unknown as string)],
      ['deleteTotp', () => client.user.deleteTotp({} as unknown as string)],
      ['deleteOAuthRegistration', () => client.user.deleteOAuthRegistration(null as unknown as string)],
      ['deleteWebauthnRegistration', () => client.user.deleteWebauthnRegistration(2 as unknown as string)],
      ['deleteBiometricRegistration', () => client.user.deleteBiometricRegistration([] as unknown as string)],
    ] as const;
    for (const [name, call] of calls) {
      await expect(call()).rejects.toMatchObject({ code: 'usage_error', message: `Invalid call to user.${name}\nid must be a string` });
    }
    expect(recorder.calls).toEqual([]);
  });

  test('an id is sent as one path segment', async () => {
    const client = env.client();
    await signIn(client);
    // A slash in the id must not reach another route.
    await expect(client.user.deleteEmail('../me')).rejects.toMatchObject({ status: 404, errorType: 'email_not_found' });
  });
});

describe('user.search', () => {
  test('answers new, password or passwordless for the password flow', async () => {
    const client = env.client();
    expect((await client.user.search('nobody@example.com')).userType).toBe('new');
    await signIn(client, 'withpassword@example.com');
    expect((await client.user.search('withpassword@example.com')).userType).toBe('password');
    env.emulator.store.userForEmail('passwordless@example.com');
    expect((await client.user.search('passwordless@example.com')).userType).toBe('passwordless');
  });

  test('email must be a string', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.user.search(42 as unknown as string)).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to user.search\nemail must be a string',
    });
    expect(recorder.calls).toEqual([]);
  });
});
