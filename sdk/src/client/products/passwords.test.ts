import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { newestLinkToken, seedUser } from '../../../test/client/devApi.ts';
import { recordingFetch } from '../../../test/client/recordingFetch.ts';
import { STRONG_PASSWORD, sessionCookies, signIn } from '../../../test/client/signIn.ts';
import { storedPkcePairs } from '../../../test/client/storedPkcePairs.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();

const RESET_URL = 'http://localhost:3000/reset';
const NEW_PASSWORD = 'Velvet-Harbor-Comet-58?';

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

describe('passwords.create and passwords.authenticate', () => {
  test('create signs a new user up and sets the session cookies', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const answer = await client.passwords.create({ email: 'ada@example.com', password: STRONG_PASSWORD, session_duration_minutes: 60 });

    expect(recorder.lastBody('/passwords')).toEqual({ email: 'ada@example.com', password: STRONG_PASSWORD, session_duration_minutes: 60 });
    expect(answer.user.emails[0]?.email).toBe('ada@example.com');
    expect(client.session.getSync()?.session_id).toBe(answer.session.session_id);
    expect(sessionCookies()).toEqual({ session: answer.session_token, jwt: answer.session_jwt, intermediate: null });
  });

  test('create refuses an existing email, a weak password and a breached one', async () => {
    const client = env.client();
    await signIn(client, 'taken@example.com');
    await expect(client.passwords.create({ email: 'taken@example.com', password: STRONG_PASSWORD })).rejects.toMatchObject({
      code: 'api_error',
      errorType: 'duplicate_email',
    });
    await expect(client.passwords.create({ email: 'weak@example.com', password: 'abcdef' })).rejects.toMatchObject({
      errorType: 'weak_password',
    });
    await expect(client.passwords.create({ email: 'breached@example.com', password: 'password1' })).rejects.toMatchObject({
      errorType: 'breached_password',
    });
  });

  test('authenticate signs in with the right password and refuses a wrong one', async () => {
    await seedUser(env.emulator, 'ada@example.com', STRONG_PASSWORD);
    const client = env.client();
    await expect(client.passwords.authenticate({ email: 'ada@example.com', password: 'Not-The-Password-1' })).rejects.toMatchObject({
      code: 'api_error',
      status: 401,
      errorType: 'invalid_credentials',
    });
    expect(sessionCookies().session).toBeNull();

    const answer = await client.passwords.authenticate({ email: 'ada@example.com', password: STRONG_PASSWORD });
    expect(answer.session.authentication_factors.map((f) => f.type)).toEqual(['password']);
    expect(sessionCookies()).toMatchObject({ session: answer.session_token, jwt: answer.session_jwt });
  });

  test('a breached password that is right answers reset_password and no session', async () => {
    await seedUser(env.emulator, 'leaked@example.com', 'password1');
    const client = env.client();
    await expect(client.passwords.authenticate({ email: 'leaked@example.com', password: 'password1' })).rejects.toMatchObject({
      errorType: 'reset_password',
    });
    expect(client.session.getSync()).toBeNull();
    expect(sessionCookies().session).toBeNull();
  });

  test('email and password must be strings, for create and authenticate, with nothing sent', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const bad = { email: 7, password: null, session_duration_minutes: '30' } as unknown as { email: string; password: string };
    await expect(client.passwords.create(bad)).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to passwords.create\nemail must be a string\npassword must be a string\nsession_duration_minutes must be a number',
    });
    await expect(client.passwords.authenticate({ email: 'a@example.com' } as unknown as { email: string; password: string })).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to passwords.authenticate\npassword must be a string',
    });
    expect(recorder.calls).toEqual([]);
  });
});

describe('passwords.strengthCheck', () => {
  test('zxcvbn policy: a weak password has a low score and a warning; a strong one is valid', async () => {
    const client = env.client();
    const weak = await client.passwords.strengthCheck({ password: 'qwerty' });
    expect(weak).toMatchObject({ valid_password: false, strength_policy: 'zxcvbn', breached_password: true });
    expect(weak.score).toBeLessThan(3);
    expect(typeof weak.feedback.warning).toBe('string');
    expect(weak.feedback.warning).not.toBe('');

    const strong = await client.passwords.strengthCheck({ email: 'ada@example.com', password: STRONG_PASSWORD });
    expect(strong).toMatchObject({ valid_password: true, strength_policy: 'zxcvbn', breached_password: false });
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });

  test('the email counts against the password: a password made of it is rated low', async () => {
    const client = env.client();
    const built = await client.passwords.strengthCheck({ email: 'zephyrinus.quackenbush@example.com', password: 'zephyrinusquackenbush' });
    const alone = await client.passwords.strengthCheck({ password: 'zephyrinusquackenbush' });
    expect(built.score).toBeLessThan(alone.score);
  });

  test('LUDS policy: missing characters and classes are counted', async () => {
    env.emulator.reset({ password_strength_policy: 'luds', password_config: { luds_complexity: 4, luds_minimum_count: 12 } });
    const client = env.client();
    const short = await client.passwords.strengthCheck({ password: 'abcDEF1' });
    expect(short).toMatchObject({
      valid_password: false,
      strength_policy: 'luds',
      feedback: { luds_requirements: { missing_characters: 5, missing_complexity: 1 } },
    });
    const fine = await client.passwords.strengthCheck({ password: 'abcDEF123!xyz' });
    expect(fine).toMatchObject({ valid_password: true, feedback: { luds_requirements: { missing_characters: 0, missing_complexity: 0 } } });
  });

  test('a malformed email is an invalid_email error for the form to show inline', async () => {
    const client = env.client();
    await expect(client.passwords.strengthCheck({ email: 'not-an-email', password: STRONG_PASSWORD })).rejects.toMatchObject({
      code: 'api_error',
      errorType: 'invalid_email',
    });
  });

  test('password must be a string and email, when given, too', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.passwords.strengthCheck({ email: 5, password: undefined } as unknown as { password: string })).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to passwords.strengthCheck\nemail must be a string\npassword must be a string',
    });
    expect(recorder.calls).toEqual([]);
  });
});

describe('reset by email', () => {
  test('the emailed token sets a new password and signs the user in', async () => {
    await seedUser(env.emulator, 'ada@example.com', STRONG_PASSWORD);
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await client.passwords.resetByEmailStart({
      email: 'ada@example.com',
      reset_password_redirect_url: RESET_URL,
      reset_password_expiration_minutes: 15,
    });
    // Without the project requiring PKCE no pair is made.
    expect(recorder.lastBody('/passwords/email/reset/start')).toEqual({
      email: 'ada@example.com',
      reset_password_redirect_url: RESET_URL,
      reset_password_expiration_minutes: 15,
    });
    expect(storedPkcePairs()).toEqual({});
    const token = await newestLinkToken(env.emulator, 'ada@example.com');

    const answer = await client.passwords.resetByEmail({ token, password: NEW_PASSWORD, session_duration_minutes: 30 });
    expect(answer.user.emails[0]?.verified).toBe(true);
    expect(sessionCookies()).toMatchObject({ session: answer.session_token, jwt: answer.session_jwt });

    // The old password no longer works; the new one does; the token was single-use.
    const other = env.client();
    await expect(other.passwords.authenticate({ email: 'ada@example.com', password: STRONG_PASSWORD })).rejects.toMatchObject({
      errorType: 'invalid_credentials',
    });
    await other.passwords.authenticate({ email: 'ada@example.com', password: NEW_PASSWORD });
    await expect(other.passwords.resetByEmail({ token, password: 'Another-Fine-Pass-77' })).rejects.toMatchObject({
      errorType: 'password_reset_token_already_used',
    });
  });

  test('a weak new password is refused and the token stays usable', async () => {
    await seedUser(env.emulator, 'ada@example.com', STRONG_PASSWORD);
    const client = env.client();
    await client.passwords.resetByEmailStart({ email: 'ada@example.com', reset_password_redirect_url: RESET_URL });
    const token = await newestLinkToken(env.emulator, 'ada@example.com');
    await expect(client.passwords.resetByEmail({ token, password: '12345' })).rejects.toMatchObject({ errorType: 'breached_password' });
    await client.passwords.resetByEmail({ token, password: NEW_PASSWORD });
    expect(client.session.getSync()).not.toBeNull();
  });

  test('an unknown email is refused', async () => {
    const client = env.client();
    await expect(
      client.passwords.resetByEmailStart({ email: 'nobody@example.com', reset_password_redirect_url: RESET_URL }),
    ).rejects.toMatchObject({ errorType: 'email_not_found' });
  });

  test('usage: email for the start; token and password for the reset', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(
      client.passwords.resetByEmailStart({
        email: undefined,
        login_redirect_url: 1,
        reset_password_redirect_url: true,
        reset_password_expiration_minutes: '15',
        reset_password_template_id: {},
        locale: 2,
      } as unknown as { email: string }),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: [
        'Invalid call to passwords.resetByEmailStart',
        'email must be a string',
        'login_redirect_url must be a string',
        'reset_password_redirect_url must be a string',
        'reset_password_expiration_minutes must be a number',
        'reset_password_template_id must be a string',
        'locale must be a string',
      ].join('\n'),
    });
    await expect(client.passwords.resetByEmail({ token: 1, password: 2 } as unknown as { token: string; password: string })).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to passwords.resetByEmail\ntoken must be a string\npassword must be a string',
    });
    expect(recorder.calls).toEqual([]);
  });
});

describe('reset by email with PKCE required', () => {
  const pkceEnv = { pkce_required_for_password_resets: true } as const;

  test('the pair is stored before the start, its challenge sent, its verifier used and then cleared', async () => {
    env.emulator.reset(pkceEnv);
    await seedUser(env.emulator, 'ada@example.com', STRONG_PASSWORD);
    const recorder = recordingFetch();
    let pairsAtStart: ReturnType<typeof storedPkcePairs> = {};
    const client = env.client({
      fetch: (input, init) => {
        if (String(input).endsWith('/passwords/email/reset/start')) pairsAtStart = storedPkcePairs();
        return recorder.fetch(input, init);
      },
    });
    await client.passwords.resetByEmailStart({ email: 'ada@example.com', reset_password_redirect_url: RESET_URL });

    const pair = pairsAtStart.passwords;
    expect(pair?.code_verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(pair && s256(pair.code_verifier)).toBe(pair?.code_challenge);
    expect(recorder.lastBody('/passwords/email/reset/start')?.code_challenge).toBe(pair?.code_challenge);

    const token = await newestLinkToken(env.emulator, 'ada@example.com');
    await client.passwords.resetByEmail({ token, password: NEW_PASSWORD });
    expect(recorder.lastBody('/passwords/email/reset')?.code_verifier).toBe(pair?.code_verifier);
    expect(storedPkcePairs()).toEqual({});
    expect(sessionCookies().session).not.toBeNull();
  });

  test('finishing in a browser without the verifier is a missing_pkce error, and the token stays usable', async () => {
    env.emulator.reset(pkceEnv);
    await seedUser(env.emulator, 'ada@example.com', STRONG_PASSWORD);
    const client = env.client();
    await client.passwords.resetByEmailStart({ email: 'ada@example.com', reset_password_redirect_url: RESET_URL });
    const pair = storedPkcePairs().passwords;
    const token = await newestLinkToken(env.emulator, 'ada@example.com');
    localStorage.clear();

    const error = await client.passwords.resetByEmail({ token, password: NEW_PASSWORD }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'missing_pkce',
      message: 'Make sure this flow is completed on the same device on which it was started.',
      cause: { code: 'api_error', errorType: 'missing_code_verifier' },
    });

    // Back on the device that started it, the same link works.
    localStorage.setItem(`authwidget_code_verifier::${env.emulator.publicToken}::passwords`, JSON.stringify(pair));
    await client.passwords.resetByEmail({ token, password: NEW_PASSWORD });
    expect(client.session.getSync()).not.toBeNull();
  });
});

describe('resets with a known password or a session', () => {
  test('resetByExistingPassword replaces the password and signs in; a wrong one is refused', async () => {
    await seedUser(env.emulator, 'ada@example.com', STRONG_PASSWORD);
    const client = env.client();
    await expect(
      client.passwords.resetByExistingPassword({ email: 'ada@example.com', existing_password: 'Wrong-Guess-123', new_password: NEW_PASSWORD }),
    ).rejects.toMatchObject({ errorType: 'invalid_credentials' });
    const answer = await client.passwords.resetByExistingPassword({
      email: 'ada@example.com',
      existing_password: STRONG_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(sessionCookies().session).toBe(answer.session_token);
    await env.client().passwords.authenticate({ email: 'ada@example.com', password: NEW_PASSWORD });
  });

  test('resetBySession sets a password for the signed-in user and needs a session', async () => {
    const signedOut = env.client();
    await expect(signedOut.passwords.resetBySession({ password: NEW_PASSWORD })).rejects.toMatchObject({ code: 'no_current_session' });
    const client = env.client();
    await signIn(client, 'ada@example.com');
    const answer = await client.passwords.resetBySession({ password: NEW_PASSWORD, session_duration_minutes: 45 });
    expect(answer.user.password).not.toBeNull();
    await env.client().passwords.authenticate({ email: 'ada@example.com', password: NEW_PASSWORD });
  });

  test('usage: existing_password, new_password and the email; the session reset\'s password', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(
      client.passwords.resetByExistingPassword({ email: 'ada@example.com', existing_password: 1, new_password: undefined } as unknown as {
        email: string;
        existing_password: string;
        new_password: string;
      }),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to passwords.resetByExistingPassword\nexisting_password must be a string\nnew_password must be a string',
    });
    await expect(client.passwords.resetBySession({ password: ['x'] } as unknown as { password: string })).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to passwords.resetBySession\npassword must be a string',
    });
    expect(recorder.calls).toEqual([]);
  });
});
