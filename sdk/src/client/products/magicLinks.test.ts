import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { ProjectConfig } from '@auth-widget/harness';
import { TOKEN_TYPE_PARAM } from '../../protocol/constants.ts';
import { newestMessage, seedUser } from '../../../test/client/devApi.ts';
import { recordingFetch } from '../../../test/client/recordingFetch.ts';
import { STRONG_PASSWORD, sessionCookies, signIn } from '../../../test/client/signIn.ts';
import { storedPkcePairs } from '../../../test/client/storedPkcePairs.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();

const LINK_URL = 'http://localhost:3000/authenticate';
const URLS = { login_magic_link_url: LINK_URL, signup_magic_link_url: LINK_URL };

/** The token and token type of the newest link emailed to an address. */
async function linkTo(email: string): Promise<{ token: string; type: string | null; link: string }> {
  const { link } = await newestMessage(env.emulator, email);
  if (!link) throw new Error(`no link to ${email}`);
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', type: url.searchParams.get(TOKEN_TYPE_PARAM), link };
}

/** A client whose fetch also snapshots the stored PKCE pairs as each call leaves. */
function pkceWatchingClient() {
  const recorder = recordingFetch();
  const pairsAt: { path: string; pairs: ReturnType<typeof storedPkcePairs> }[] = [];
  const client = env.client({
    fetch: (input, init) => {
      pairsAt.push({ path: new URL(String(input)).pathname.replace('/sdk/v1', ''), pairs: storedPkcePairs() });
      return recorder.fetch(input, init);
    },
  });
  return { client, recorder, pairsAt: (path: string) => pairsAt.filter((p) => p.path === path).at(-1)?.pairs };
}

describe('magicLinks.email.loginOrCreate', () => {
  test('emails a signup link to a new address; following it signs in and sets the cookies', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const sent = await client.magicLinks.email.loginOrCreate('ada@example.com', {
      ...URLS,
      login_expiration_minutes: 15,
      signup_expiration_minutes: 60,
      create_user_as_pending: true,
      locale: 'en',
    });
    expect(sent.user_created).toBe(true);
    expect(recorder.paths()).toEqual(['POST /magic_links/email/login_or_create']);
    expect(recorder.lastBody('/magic_links/email/login_or_create')).toEqual({
      email: 'ada@example.com',
      ...URLS,
      login_expiration_minutes: 15,
      signup_expiration_minutes: 60,
      create_user_as_pending: true,
      locale: 'en',
    });
    const { token, type, link } = await linkTo('ada@example.com');
    expect(type).toBe('magic_links');
    expect(link.startsWith(`${LINK_URL}?`)).toBe(true);

    const answer = await client.magicLinks.authenticate(token, { session_duration_minutes: 60 });
    expect(recorder.lastBody('/magic_links/authenticate')).toEqual({ token, session_duration_minutes: 60 });
    expect(answer.user.status).toBe('active');
    expect(answer.user.emails).toEqual([{ email_id: sent.email_id, email: 'ada@example.com', verified: true }]);
    expect(client.user.getSync()?.user_id).toBe(sent.user_id);
    expect(sessionCookies()).toEqual({ session: answer.session_token, jwt: answer.session_jwt, intermediate: null });
  });

  test('a link works once', async () => {
    const client = env.client();
    await client.magicLinks.email.loginOrCreate('ada@example.com', URLS);
    const { token } = await linkTo('ada@example.com');
    await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    await expect(client.magicLinks.authenticate(token, { session_duration_minutes: 30 })).rejects.toMatchObject({
      code: 'api_error',
      errorType: 'magic_link_already_used',
    });
  });

  test('a malformed email and a redirect URL the project does not allow are refused', async () => {
    const client = env.client();
    await expect(client.magicLinks.email.loginOrCreate('ada@', URLS)).rejects.toMatchObject({ errorType: 'invalid_email' });
    await expect(
      client.magicLinks.email.loginOrCreate('ada@example.com', { login_magic_link_url: 'https://evil.example/cb', signup_magic_link_url: LINK_URL }),
    ).rejects.toMatchObject({ errorType: 'redirect_url_not_allowed' });
  });

  test('sending logs no telemetry event (the widget logs email_sent itself)', async () => {
    const client = env.client();
    await client.flushEvents();
    const before = env.emulator.store.state.events.length;
    await client.magicLinks.email.loginOrCreate('ada@example.com', URLS);
    await client.flushEvents();
    expect(env.emulator.store.state.events.length).toBe(before);
  });
});

describe('magicLinks.email.send', () => {
  test('without a session it uses send/primary, which needs an existing user', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.magicLinks.email.send('nobody@example.com', URLS)).rejects.toMatchObject({ errorType: 'email_not_found' });
    env.emulator.store.userForEmail('ada@example.com');
    const sent = await client.magicLinks.email.send('ada@example.com', URLS);
    expect(sent.user_created).toBe(false);
    expect(recorder.paths()).toEqual(['POST /magic_links/email/send/primary', 'POST /magic_links/email/send/primary']);
    const { token } = await linkTo('ada@example.com');
    await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    expect(client.user.getSync()?.user_id).toBe(sent.user_id);
  });

  test('with a session it uses send/secondary, and the followed link adds the email to the user', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const { user } = await signIn(client, 'ada@example.com');
    const sent = await client.magicLinks.email.send('ada.work@example.com', URLS);
    expect(recorder.paths().at(-1)).toBe('POST /magic_links/email/send/secondary');
    expect(sent.user_id).toBe(user.user_id);

    const { token } = await linkTo('ada.work@example.com');
    const answer = await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    expect(answer.user.user_id).toBe(user.user_id);
    expect(answer.user.emails.map((e) => e.email)).toEqual(['ada@example.com', 'ada.work@example.com']);
    expect(client.user.getSync()?.emails).toHaveLength(2);
  });
});

describe('usage errors', () => {
  test('authenticate needs a token string and a session_duration_minutes number', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.magicLinks.authenticate(undefined as unknown as string, {} as { session_duration_minutes: number })).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to magicLinks.authenticate\ntoken must be a string\nsession_duration_minutes must be a number',
    });
    await expect(
      client.magicLinks.authenticate('token', { session_duration_minutes: '30' } as unknown as { session_duration_minutes: number }),
    ).rejects.toMatchObject({ message: 'Invalid call to magicLinks.authenticate\nsession_duration_minutes must be a number' });
    await expect(client.magicLinks.authenticate('token', undefined as unknown as { session_duration_minutes: number })).rejects.toMatchObject({
      message: 'Invalid call to magicLinks.authenticate\nsession_duration_minutes must be a number',
    });
    expect(recorder.calls).toEqual([]);
  });

  test('the sends check the email and each option they are given', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const options = {
      login_magic_link_url: 1,
      signup_magic_link_url: 2,
      login_expiration_minutes: '15',
      signup_expiration_minutes: '15',
      login_template_id: 3,
      signup_template_id: 4,
      create_user_as_pending: 'yes',
      locale: 5,
    } as unknown as Record<string, never>;
    const lines = [
      'email must be a string',
      'login_magic_link_url must be a string',
      'signup_magic_link_url must be a string',
      'login_expiration_minutes must be a number',
      'signup_expiration_minutes must be a number',
      'login_template_id must be a string',
      'signup_template_id must be a string',
      'create_user_as_pending must be a boolean',
      'locale must be a string',
    ];
    await expect(client.magicLinks.email.loginOrCreate(null as unknown as string, options)).rejects.toMatchObject({
      code: 'usage_error',
      message: ['Invalid call to magicLinks.email.loginOrCreate', ...lines].join('\n'),
    });
    await expect(client.magicLinks.email.send(null as unknown as string, options)).rejects.toMatchObject({
      message: ['Invalid call to magicLinks.email.send', ...lines].join('\n'),
    });
    expect(recorder.calls).toEqual([]);
  });
});

describe('PKCE', () => {
  const bothRequired: Partial<ProjectConfig> = {
    pkce_required_for_email_magic_links: true,
    pkce_required_for_password_resets: true,
  };

  test('when required: the pair is stored before the send, its challenge sent, its verifier used, then cleared', async () => {
    env.emulator.reset(bothRequired);
    const { client, recorder, pairsAt } = pkceWatchingClient();
    await client.magicLinks.email.loginOrCreate('ada@example.com', URLS);

    const pair = pairsAt('/magic_links/email/login_or_create')?.magic_links;
    expect(pair?.code_verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(createHash('sha256').update(pair?.code_verifier ?? '').digest('base64url')).toBe(pair?.code_challenge);
    expect(recorder.lastBody('/magic_links/email/login_or_create')?.code_challenge).toBe(pair?.code_challenge);

    const { token } = await linkTo('ada@example.com');
    await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    expect(recorder.lastBody('/magic_links/authenticate')?.code_verifier).toBe(pair?.code_verifier);
    expect(storedPkcePairs()).toEqual({});
    expect(sessionCookies().session).not.toBeNull();
  });

  test('not required: no pair is made and no challenge sent', async () => {
    const { client, recorder } = pkceWatchingClient();
    await client.magicLinks.email.loginOrCreate('ada@example.com', URLS);
    expect(recorder.lastBody('/magic_links/email/login_or_create')).not.toHaveProperty('code_challenge');
    expect(storedPkcePairs()).toEqual({});
  });

  test('a magic link with a reset pair stored: the reset verifier is refused, the magic-link one is tried and cleared', async () => {
    env.emulator.reset(bothRequired);
    await seedUser(env.emulator, 'ada@example.com', STRONG_PASSWORD);
    const { client, recorder } = pkceWatchingClient();
    // A reset started in this browser, then a magic link asked for: both pairs are stored.
    await client.passwords.resetByEmailStart({ email: 'ada@example.com', reset_password_redirect_url: LINK_URL });
    await client.magicLinks.email.loginOrCreate('ada@example.com', URLS);
    const { passwords: resetPair, magic_links: linkPair } = storedPkcePairs();
    expect(resetPair && linkPair).toBeTruthy();

    const { token } = await linkTo('ada@example.com');
    await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });

    const attempts = recorder.calls.filter((c) => c.path === '/magic_links/authenticate').map((c) => c.body?.code_verifier);
    expect(attempts).toEqual([resetPair?.code_verifier, linkPair?.code_verifier]);
    expect(storedPkcePairs()).toEqual({ passwords: resetPair });
    expect(client.session.getSync()).not.toBeNull();
  });

  test('the reset email\'s login link authenticates with the reset pair at once, which is cleared', async () => {
    env.emulator.reset(bothRequired);
    await seedUser(env.emulator, 'ada@example.com', STRONG_PASSWORD);
    const { client, recorder } = pkceWatchingClient();
    await client.magicLinks.email.loginOrCreate('other@example.com', URLS);
    await client.passwords.resetByEmailStart({ email: 'ada@example.com', reset_password_redirect_url: LINK_URL });
    const { passwords: resetPair, magic_links: linkPair } = storedPkcePairs();
    const { token } = await linkTo('ada@example.com');

    // "Login without a password" on the reset form: the reset token, authenticated as a magic link.
    await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    const attempts = recorder.calls.filter((c) => c.path === '/magic_links/authenticate').map((c) => c.body?.code_verifier);
    expect(attempts).toEqual([resetPair?.code_verifier]);
    expect(storedPkcePairs()).toEqual({ magic_links: linkPair });
    expect(client.user.getSync()?.emails[0]?.email).toBe('ada@example.com');
  });

  test('a link started in another browser is a missing_pkce error and stays usable there', async () => {
    env.emulator.reset(bothRequired);
    const client = env.client();
    await client.magicLinks.email.loginOrCreate('ada@example.com', URLS);
    const pair = storedPkcePairs().magic_links;
    const { token } = await linkTo('ada@example.com');
    localStorage.clear();

    await expect(client.magicLinks.authenticate(token, { session_duration_minutes: 30 })).rejects.toMatchObject({
      code: 'missing_pkce',
      message: 'Make sure this flow is completed on the same device on which it was started.',
      cause: { errorType: 'missing_code_verifier' },
    });
    expect(sessionCookies().session).toBeNull();

    localStorage.setItem(`authwidget_code_verifier::${env.emulator.publicToken}::magic_links`, JSON.stringify(pair));
    await client.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    expect(sessionCookies().session).not.toBeNull();
  });

  test('an error that is not about PKCE is not retried with the other pair', async () => {
    env.emulator.reset(bothRequired);
    await seedUser(env.emulator, 'ada@example.com', STRONG_PASSWORD);
    const { client, recorder } = pkceWatchingClient();
    await client.passwords.resetByEmailStart({ email: 'ada@example.com', reset_password_redirect_url: LINK_URL });
    await client.magicLinks.email.loginOrCreate('ada@example.com', URLS);
    await expect(client.magicLinks.authenticate('not-a-token', { session_duration_minutes: 30 })).rejects.toMatchObject({
      errorType: 'magic_link_not_found',
    });
    expect(recorder.calls.filter((c) => c.path === '/magic_links/authenticate')).toHaveLength(1);
    expect(Object.keys(storedPkcePairs()).sort()).toEqual(['magic_links', 'passwords']);
  });
});
