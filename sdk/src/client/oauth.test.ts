import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { Bootstrap, DEFAULT_BOOTSTRAP } from './bootstrap.ts';
import { OAUTH_PROVIDERS, TOKEN_TYPE_PARAM } from './constants.ts';
import type { ClientContext } from './context.ts';
import { oneTapErrorInfo } from './googleOneTap.ts';
import { createOAuthApi, type OAuthStartOptions } from './oauth.ts';
import { recordingFetch } from './testing/recordingFetch.ts';
import { sessionCookies } from './testing/signIn.ts';
import { storedPkcePairs } from './testing/storedPkcePairs.ts';
import { useEmulatorClient } from './testing/useEmulatorClient.ts';

const env = useEmulatorClient();

const CALLBACK = 'http://localhost:3000/oauth/callback';
const SIGNUP_CALLBACK = 'http://localhost:3000/oauth/welcome';

let assign: MockInstance<(url: string | URL) => void>;
const observers: MutationObserver[] = [];
beforeEach(() => {
  // A start navigates the page away; the test reads where it would have gone instead.
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
  for (const observer of observers.splice(0)) observer.disconnect();
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
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
    // A new user comes back to the signup URL with the token type of spec section 2.
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

/** The JSON route segment of each helper operation (the emulator's One Tap protocol). */
const ONE_TAP_ENDPOINTS: Record<string, string> = {
  oneTapStart: 'start',
  oneTapSubmit: 'submit',
  parsedPhoneNumber: 'parsed_phone_number',
};

interface FakeHelper {
  /** The target origins the client posted to. */
  targets: string[];
  /** The requests the client posted, in order. */
  requests: { id: number; op: string; args: Record<string, unknown> }[];
  /** Messages sent to the page before each real reply (forgeries the client must ignore). */
  before: ((frame: HTMLIFrameElement, id: number) => void)[];
  /** Replaces the helper's reply to an operation. */
  override: Partial<Record<string, Record<string, unknown>>>;
}

/**
 * Stands in for the helper page's script (happy-dom does not run scripts in cross-origin frames): when the client
 * adds the frame, the frame says it is ready, and each request posted to it goes to the emulator's JSON route of
 * the operation with this page's origin, the reply coming back as a message from the frame's window and origin.
 */
function fakeOneTapHelper(): FakeHelper {
  const helper: FakeHelper = { targets: [], requests: [], before: [], override: {} };
  const origin = env.emulator.url;
  const observer = new MutationObserver(() => {
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe')) {
      const target = frame.contentWindow;
      if (!target || frame.dataset.fake) continue;
      frame.dataset.fake = 'yes';
      const publicToken = new URL(frame.src).searchParams.get('public_token');
      const reply = (data: unknown, from = origin, source: Window | null = target) =>
        window.dispatchEvent(new MessageEvent('message', { data, origin: from, source: source as MessageEventSource }));
      target.postMessage = ((message: { id: number; op: string; args: Record<string, unknown> }, targetOrigin: string) => {
        helper.targets.push(targetOrigin);
        helper.requests.push(message);
        void (async () => {
          const override = helper.override[message.op];
          let answer: Record<string, unknown>;
          if (override) answer = override;
          else {
            const res = await fetch(`${origin}/v1/public/oauth/google/onetap/${ONE_TAP_ENDPOINTS[message.op]}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ public_token: publicToken, origin: window.location.origin, args: message.args }),
            });
            answer = (await res.json()) as Record<string, unknown>;
          }
          for (const forge of helper.before) forge(frame, message.id);
          reply({ id: message.id, ...answer });
        })();
      }) as Window['postMessage'];
      reply({ ready: true });
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  observers.push(observer);
  return helper;
}

describe('oauth.googleOneTap', () => {
  test('start loads the helper and offers the account; submit signs in and hands over the redirect', async () => {
    const helper = fakeOneTapHelper();
    const client = env.client();
    const onSuccess = vi.fn();
    const prompt = await client.oauth.googleOneTap.start({
      login_redirect_url: CALLBACK,
      signup_redirect_url: SIGNUP_CALLBACK,
      position: 'floating',
      onSuccess,
    });
    const frame = document.querySelector('iframe');
    expect(frame?.src).toBe(`${env.emulator.url}/v1/public/oauth/google/onetap?public_token=${env.emulator.publicToken}`);
    expect(prompt).toMatchObject({ provider: 'google', position: 'floating', account: { email: 'ada@google.example', name: 'Ada Lovelace' } });

    const { redirect_url } = await prompt.submit();
    expect(helper.targets).toEqual([env.emulator.url, env.emulator.url]);
    expect(helper.requests.map((r) => [r.op, r.args])).toEqual([
      ['oneTapStart', { login_redirect_url: CALLBACK, signup_redirect_url: SIGNUP_CALLBACK }],
      ['oneTapSubmit', { login_redirect_url: CALLBACK, signup_redirect_url: SIGNUP_CALLBACK, email: 'ada@google.example' }],
    ]);
    expect(onSuccess).toHaveBeenCalledWith({ redirect_url });
    expect(assign).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();

    const back = new URL(redirect_url);
    expect(back.searchParams.get(TOKEN_TYPE_PARAM)).toBe('oauth');
    const answer = await client.oauth.authenticate(back.searchParams.get('token') ?? '', { session_duration_minutes: 30 });
    expect(answer.provider_type).toBe('google');
    expect(env.emulator.store.state.oauth_starts.at(-1)).toMatchObject({ provider: 'google', one_tap: true });
  });

  test('without onSuccess the page goes to the redirect URL; parsedPhoneNumber signs in a phone account', async () => {
    fakeOneTapHelper();
    const client = env.client();
    const prompt = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    const { redirect_url } = await prompt.parsedPhoneNumber({ phone_number: '+12015550123' });
    expect(assignedUrl().toString()).toBe(redirect_url);
    const answer = await client.oauth.authenticate(new URL(redirect_url).searchParams.get('token') ?? '', { session_duration_minutes: 30 });
    expect(answer.user.phone_numbers[0]?.phone_number).toBe('+12015550123');
  });

  test('with PKCE required the submit carries a challenge and the verifier finishes the flow', async () => {
    env.emulator.reset({ pkce_required_for_oauth: true });
    const helper = fakeOneTapHelper();
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const prompt = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK, onSuccess: () => {} });
    const { redirect_url } = await prompt.submit({ email: 'grace@example.com' });
    const pair = storedPkcePairs().oauth;
    expect(helper.requests.at(-1)?.args).toMatchObject({ email: 'grace@example.com', code_challenge: pair?.code_challenge });
    await client.oauth.authenticate(new URL(redirect_url).searchParams.get('token') ?? '', { session_duration_minutes: 30 });
    expect(recorder.lastBody('/oauth/authenticate')?.code_verifier).toBe(pair?.code_verifier);
    expect(storedPkcePairs()).toEqual({});
  });

  test('a project that cannot use One Tap fails the start with the One Tap state, and the frame is removed', async () => {
    fakeOneTapHelper();
    env.emulator.reset({ oauth_providers: ['github'] });
    const client = env.client();
    const error = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'api_error', errorType: 'oauth_config_not_found' });
    expect(oneTapErrorInfo(error)).toMatchObject({ state: 'no_oauth_config_found', reason: 'oauth_config_not_found' });
    expect(document.querySelector('iframe')).toBeNull();

    env.emulator.reset();
    const noRedirects = await client.oauth.googleOneTap.start().catch((e: unknown) => e);
    expect(oneTapErrorInfo(noRedirects)).toMatchObject({ state: 'no_login_redirect_urls_set', reason: 'unknown_reason' });
  });

  test('replies from another origin or another window are ignored', async () => {
    const helper = fakeOneTapHelper();
    const forged = { result: { redirect_url: 'https://evil.example/steal' } };
    helper.before.push(
      (_frame, id) => window.dispatchEvent(new MessageEvent('message', { data: { id, ...forged }, origin: 'https://evil.example', source: _frame.contentWindow as MessageEventSource })),
      (_frame, id) => window.dispatchEvent(new MessageEvent('message', { data: { id, ...forged }, origin: env.emulator.url, source: window })),
    );
    const client = env.client();
    const prompt = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK, onSuccess: () => {} });
    const { redirect_url } = await prompt.submit();
    expect(new URL(redirect_url).origin).toBe('http://localhost:3000');
  });

  test('a redirect that is not http(s) is refused and not followed', async () => {
    const helper = fakeOneTapHelper();
    helper.override.oneTapSubmit = { result: { redirect_url: 'javascript:alert(document.cookie)' } };
    const client = env.client();
    const prompt = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    await expect(prompt.submit()).rejects.toMatchObject({ code: 'invalid_redirect_scheme' });
    expect(assign).not.toHaveBeenCalled();
  });

  test('cancel removes the frame; a later submit is a user_cancellation', async () => {
    fakeOneTapHelper();
    const client = env.client();
    const prompt = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    prompt.cancel();
    expect(document.querySelector('iframe')).toBeNull();
    await expect(prompt.submit()).rejects.toMatchObject({ code: 'user_cancellation' });
  });

  test('usage: redirect URLs and position strings, email and phone number strings', async () => {
    fakeOneTapHelper();
    const client = env.client();
    await expect(
      client.oauth.googleOneTap.start({ login_redirect_url: 1, position: 2 } as unknown as { position: 'embedded' }),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to oauth.googleOneTap.start\nlogin_redirect_url must be a string\nposition must be a string',
    });
    expect(document.querySelector('iframe')).toBeNull();
    const prompt = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    await expect(prompt.parsedPhoneNumber({ phone_number: 12015550123 } as unknown as { phone_number: string })).rejects.toMatchObject({
      message: 'Invalid call to oauth.googleOneTap.parsedPhoneNumber\nphone_number must be a string',
    });
    await expect(prompt.submit({ email: 3 } as unknown as { email: string })).rejects.toMatchObject({
      message: 'Invalid call to oauth.googleOneTap.submit\nemail must be a string',
    });
    prompt.cancel();
  });
});
