import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { type Bootstrap, DEFAULT_BOOTSTRAP } from '../../core/bootstrap.ts';
import { OAUTH_PROVIDERS, TOKEN_TYPE_PARAM } from '../../../protocol/constants.ts';
import type { ClientContext } from '../../core/context.ts';
import { createOAuthApi, type OAuthStartOptions } from './oauth.ts';
import { recordingFetch } from '../../../../test/client/recordingFetch.ts';
import { sessionCookies } from '../../../../test/client/signIn.ts';
import { storedPkcePairs } from '../../../../test/client/storedPkcePairs.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();

const CALLBACK = 'http://localhost:3000/oauth/callback';
const SIGNUP_CALLBACK = 'http://localhost:3000/oauth/welcome';

let assign: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  // A start navigates the page away; the test reads where it would have gone instead.
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
});

/** The one URL the page was sent to. */
function assignedUrl(): URL {
  expect(assign).toHaveBeenCalledTimes(1);
  return new URL(String(assign.mock.calls[0]?.[0]));
}

/**
 * Plays the user on the emulator's consent page, as a browser would: opens the start URL, submits the form with
 * Continue, and returns the redirect back to the host page.
 */
async function consent(startUrl: URL, email?: string): Promise<URL> {
  const page = await fetch(startUrl);
  const html = await page.text();
  expect(page.status).toBe(200);
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
  const shownEmail = /name="email" value="([^"]+)"/.exec(html)?.[1];
  if (!state || !shownEmail) throw new Error('no consent form on the start page');
  const provider = startUrl.pathname.split('/')[4];
  const answer = await fetch(new URL(`/v1/public/oauth/${provider}/consent`, startUrl.origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, email: email ?? shownEmail, action: 'continue' }).toString(),
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

describe('oauth.<provider>.start', () => {
  test('navigates to the provider start with the token, scopes, provider params and redirect URLs', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await client.oauth.github.start({
      login_redirect_url: CALLBACK,
      signup_redirect_url: SIGNUP_CALLBACK,
      custom_scopes: ['repo', 'read:org'],
      provider_params: { prompt: 'consent', login_hint: 'ada@example.com' },
    });
    const url = assignedUrl();
    expect(url.origin).toBe(env.emulator.url);
    expect(url.pathname).toBe('/v1/public/oauth/github/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: env.emulator.publicToken,
      custom_scopes: 'repo read:org',
      provider_prompt: 'consent',
      provider_login_hint: 'ada@example.com',
      login_redirect_url: CALLBACK,
      signup_redirect_url: SIGNUP_CALLBACK,
    });
    // A redirect, not a fetch: the only call made was the bootstrap read.
    expect(recorder.paths()).toEqual([]);
  });

  test('following the start through the consent page gives a token that signs in', async () => {
    const client = env.client();
    await client.oauth.gitlab.start({ login_redirect_url: CALLBACK, signup_redirect_url: SIGNUP_CALLBACK, custom_scopes: ['read_api'] });
    const start = assignedUrl();
    const back = await consent(start, 'ada@gitlab.example');
    // A new user comes back to the signup URL with the `oauth` token type on the redirect.
    expect(`${back.origin}${back.pathname}`).toBe(SIGNUP_CALLBACK);
    expect(back.searchParams.get(TOKEN_TYPE_PARAM)).toBe('oauth');
    const token = back.searchParams.get('token') ?? '';

    const answer = await client.oauth.authenticate(token, { session_duration_minutes: 60 });
    expect(answer.provider_type).toBe('gitlab');
    expect(answer.provider_values?.scopes).toEqual(expect.arrayContaining(['read_api']));
    expect(answer.user.emails[0]).toMatchObject({ email: 'ada@gitlab.example', verified: true });
    expect(answer.user.providers).toEqual([expect.objectContaining({ provider_type: 'gitlab' })]);
    expect(sessionCookies()).toEqual({ session: answer.session_token, jwt: answer.session_jwt, intermediate: null });

    // The token is single-use.
    await expect(client.oauth.authenticate(token, { session_duration_minutes: 60 })).rejects.toMatchObject({
      errorType: 'oauth_token_already_used',
    });
  });

  test('the emulator receives the scopes and provider params as sent', async () => {
    const client = env.client();
    await client.oauth.discord.start({ custom_scopes: ['guilds'], provider_params: { prompt: 'none' }, login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    await fetch(assignedUrl());
    expect(env.emulator.store.state.oauth_starts.at(-1)).toMatchObject({
      provider: 'discord',
      scopes: ['guilds'],
      provider_params: { prompt: 'none' },
      has_code_challenge: false,
      error: null,
    });
  });

  test('every provider of the enumeration has a start to its own path', async () => {
    const client = env.client();
    for (const provider of OAUTH_PROVIDERS) {
      assign.mockClear();
      await client.oauth[provider].start();
      expect(assignedUrl().pathname).toBe(`/v1/public/oauth/${provider}/start`);
      expect(assignedUrl().search).toBe(`?public_token=${env.emulator.publicToken}`);
    }
  });

  test('usage: custom_scopes an array of strings, provider_params an object, redirect URLs strings', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(
      client.oauth.google.start({
        login_redirect_url: 1,
        signup_redirect_url: {},
        custom_scopes: ['email', 2],
        provider_params: 'prompt=consent',
      } as unknown as OAuthStartOptions),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: [
        'Invalid call to oauth.google.start',
        'login_redirect_url must be a string',
        'signup_redirect_url must be a string',
        'custom_scopes must be an array of strings',
        'provider_params must be an object',
      ].join('\n'),
    });
    await expect(client.oauth.apple.start({ custom_scopes: 'email' } as unknown as OAuthStartOptions)).rejects.toMatchObject({
      message: 'Invalid call to oauth.apple.start\ncustom_scopes must be an array of strings',
    });
    await expect(client.oauth.apple.start({ provider_params: ['a'] } as unknown as OAuthStartOptions)).rejects.toMatchObject({
      message: 'Invalid call to oauth.apple.start\nprovider_params must be an object',
    });
    expect(assign).not.toHaveBeenCalled();
    expect(recorder.calls).toEqual([]);
  });

  test('only ever navigates to an http(s) URL', async () => {
    const ctx = {
      publicToken: env.emulator.publicToken,
      apiUrl: 'javascript:alert(document.cookie)//',
      bootstrap: { get: async () => DEFAULT_BOOTSTRAP } as unknown as Bootstrap,
    } as ClientContext;
    await expect(createOAuthApi(ctx).google.start()).rejects.toMatchObject({ code: 'invalid_start_url' });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('oauth PKCE (project requires it)', () => {
  test('the pair is stored before leaving, its challenge sent, its verifier used at authenticate and cleared', async () => {
    env.emulator.reset({ pkce_required_for_oauth: true });
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    let pairsWhenLeaving: ReturnType<typeof storedPkcePairs> = {};
    assign.mockImplementation(() => {
      pairsWhenLeaving = storedPkcePairs();
    });
    await client.oauth.google.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    const pair = pairsWhenLeaving.oauth;
    expect(pair?.code_verifier).toMatch(/^[0-9a-f]{128}$/);
    const start = assignedUrl();
    expect(start.searchParams.get('code_challenge')).toBe(pair?.code_challenge);
    expect(createHash('sha256').update(pair?.code_verifier ?? '').digest('base64url')).toBe(pair?.code_challenge);

    const token = (await consent(start)).searchParams.get('token') ?? '';
    await client.oauth.authenticate(token, { session_duration_minutes: 30 });
    expect(recorder.lastBody('/oauth/authenticate')).toEqual({ token, session_duration_minutes: 30, code_verifier: pair?.code_verifier });
    expect(storedPkcePairs()).toEqual({});
    expect(client.session.getSync()).not.toBeNull();
  });

  test('finishing without the verifier is a missing_pkce error; the token still works where it started', async () => {
    env.emulator.reset({ pkce_required_for_oauth: true });
    const client = env.client();
    await client.oauth.github.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    const pair = storedPkcePairs().oauth;
    const token = (await consent(assignedUrl())).searchParams.get('token') ?? '';
    localStorage.clear();
    await expect(client.oauth.authenticate(token, { session_duration_minutes: 30 })).rejects.toMatchObject({
      code: 'missing_pkce',
      cause: { errorType: 'missing_code_verifier' },
    });
    localStorage.setItem(`authwidget_code_verifier::${env.emulator.publicToken}::oauth`, JSON.stringify(pair));
    await client.oauth.authenticate(token, { session_duration_minutes: 30 });
    expect(sessionCookies().session).not.toBeNull();
  });

  test('not required: no challenge and no stored pair', async () => {
    const client = env.client();
    await client.oauth.google.start();
    expect(assignedUrl().searchParams.has('code_challenge')).toBe(false);
    expect(storedPkcePairs()).toEqual({});
  });
});

describe('oauth.authenticate', () => {
  test('an unknown token is refused and no session is set', async () => {
    const client = env.client();
    await expect(client.oauth.authenticate('nope', { session_duration_minutes: 30 })).rejects.toMatchObject({
      code: 'api_error',
      errorType: 'oauth_token_not_found',
    });
    expect(sessionCookies().session).toBeNull();
  });

  test('usage: token string and session_duration_minutes number', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.oauth.authenticate(5 as unknown as string, {} as { session_duration_minutes: number })).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to oauth.authenticate\ntoken must be a string\nsession_duration_minutes must be a number',
    });
    expect(recorder.calls).toEqual([]);
  });
});
