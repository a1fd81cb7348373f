import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { DEFAULT_LIVE_API_URL, TOKEN_TYPE_PARAM } from '../../../protocol/constants.ts';
import { oneTapErrorInfo } from './googleOneTap.ts';
import { recordingFetch } from '../../../../test/client/recordingFetch.ts';
import { storedPkcePairs } from '../../../../test/client/storedPkcePairs.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();

const CALLBACK = 'http://localhost:3000/oauth/callback';
const SIGNUP_CALLBACK = 'http://localhost:3000/oauth/welcome';

let assign: MockInstance<(url: string | URL) => void>;
const observers: MutationObserver[] = [];
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
  for (const observer of observers.splice(0)) observer.disconnect();
  for (const node of document.querySelectorAll('iframe, script')) node.remove();
  delete (window as { google?: unknown }).google;
});

interface FakeFrame {
  /** The frame URLs and target origins the client used, and the messages it posted. */
  frames: string[];
  targets: string[];
  requests: { method: string; args: unknown[] }[];
  /** Replaces the frame's answer to a method. */
  override: Partial<Record<string, unknown>>;
}

/**
 * Stands in for the frame page's script (happy-dom runs no scripts in cross-origin frames): when the client adds
 * the frame, the frame "loads", and each `{ method, args }` posted to it goes to the emulator's JSON route with
 * this page's origin, the answer coming back on the port the client transferred, as the real page does.
 */
function fakeFrame(): FakeFrame {
  const fake: FakeFrame = { frames: [], targets: [], requests: [], override: {} };
  const observer = new MutationObserver(() => {
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe')) {
      const target = frame.contentWindow;
      if (!target || frame.dataset.fake) continue;
      frame.dataset.fake = 'yes';
      fake.frames.push(frame.src);
      target.postMessage = ((message: { method: string; args: unknown[] }, targetOrigin: string, transfer: MessagePort[]) => {
        fake.targets.push(targetOrigin);
        fake.requests.push(message);
        const [port] = transfer;
        void (async () => {
          const answer =
            fake.override[message.method] ??
            (await (
              await fetch(`${env.emulator.url}/clientside-services/api/${message.method}`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ origin: window.location.origin, args: message.args }),
              })
            ).json());
          port?.postMessage(answer);
        })();
      }) as Window['postMessage'];
      frame.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  observers.push(observer);
  return fake;
}

interface FakeGoogle {
  config: Record<string, unknown> | null;
  listener: ((moment: object) => void) | null;
  cancelled: number;
  /** The visitor accepts: Google mints an ID token for the account and calls the page's callback. */
  accept(email?: string): Promise<void>;
  /** The visitor closes the prompt. */
  close(): void;
}

/** Google's script, already on the page, minting its credentials with the emulator's Google. */
function fakeGoogle(): FakeGoogle {
  const google: FakeGoogle = {
    config: null,
    listener: null,
    cancelled: 0,
    async accept(email = 'grace@example.com') {
      const res = await fetch(`${env.emulator.url}/__google/gsi/credential`, {
        method: 'POST',
        body: JSON.stringify({ client_id: google.config?.client_id, email, name: 'Grace Hopper' }),
      });
      const { credential } = (await res.json()) as { credential: string };
      (google.config?.callback as (response: { credential: string }) => void)({ credential });
    },
    close() {
      google.listener?.({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' });
    },
  };
  (window as { google?: unknown }).google = {
    accounts: {
      id: {
        initialize: (config: Record<string, unknown>) => (google.config = config),
        prompt: (listener: (moment: object) => void) => {
          google.listener = listener;
          listener({ isNotDisplayed: () => false, isSkippedMoment: () => false, isDismissedMoment: () => false });
        },
        cancel: () => google.cancelled++,
      },
    },
  };
  return google;
}

describe('oauth.googleOneTap', () => {
  test('starts through the helper frame, prompts with Google, submits the ID token and hands over the redirect', async () => {
    const frame = fakeFrame();
    const google = fakeGoogle();
    const client = env.client();
    const onSuccess = vi.fn();
    const onSubmit = vi.fn();
    const prompt = await client.oauth.googleOneTap.start({
      login_redirect_url: CALLBACK,
      signup_redirect_url: SIGNUP_CALLBACK,
      position: 'floating',
      prompt_parent_id: 'holder',
      onSubmit,
      onSuccess,
    });
    const clientId = `${env.emulator.store.project.project_id}.apps.googleusercontent.com`;
    expect(frame.frames).toEqual([`${env.emulator.url}/clientside-services/index.html`]);
    expect(prompt).toMatchObject({ provider: 'google', position: 'floating', google_client_id: clientId });
    expect(google.config).toMatchObject({ client_id: clientId, auto_select: false, prompt_parent_id: 'holder' });

    await google.accept();
    const { redirect_url } = await prompt.result;
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(frame.targets).toEqual([env.emulator.url, env.emulator.url]);
    expect(frame.requests).toEqual([
      { method: 'oneTapStart', args: [{ publicToken: env.emulator.publicToken, loginRedirectURL: CALLBACK, signupRedirectURL: SIGNUP_CALLBACK }] },
      {
        method: 'oneTapSubmit',
        args: [
          {
            publicToken: env.emulator.publicToken,
            idToken: expect.stringMatching(/^ey/),
            oauthCallbackID: expect.any(String),
            loginRedirectURL: CALLBACK,
            signupRedirectURL: SIGNUP_CALLBACK,
          },
        ],
      },
    ]);
    expect(onSuccess).toHaveBeenCalledWith({ redirect_url });
    expect(assign).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();

    const back = new URL(redirect_url);
    expect(back.searchParams.get(TOKEN_TYPE_PARAM)).toBe('oauth');
    const answer = await client.oauth.authenticate(back.searchParams.get('token') ?? '', { session_duration_minutes: 30 });
    expect(answer.provider_type).toBe('google');
    expect(answer.user.emails[0]?.email).toBe('grace@example.com');
    expect(env.emulator.store.state.oauth_starts.at(-1)).toMatchObject({ provider: 'google', one_tap: true });
  });

  test('without onSuccess the page goes to the redirect URL', async () => {
    fakeFrame();
    const google = fakeGoogle();
    const client = env.client();
    const prompt = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    await google.accept();
    const { redirect_url } = await prompt.result;
    expect(String(assign.mock.calls[0]?.[0])).toBe(redirect_url);
  });

  test('with PKCE required the submit carries a challenge and the verifier finishes the flow', async () => {
    env.emulator.reset({ pkce_required_for_oauth: true });
    const frame = fakeFrame();
    const google = fakeGoogle();
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const prompt = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK, onSuccess: () => {} });
    await google.accept();
    const { redirect_url } = await prompt.result;
    const pair = storedPkcePairs().oauth;
    expect(frame.requests.at(-1)?.args[0]).toMatchObject({ codeChallenge: pair?.code_challenge });
    await client.oauth.authenticate(new URL(redirect_url).searchParams.get('token') ?? '', { session_duration_minutes: 30 });
    expect(recorder.lastBody('/oauth/authenticate')?.code_verifier).toBe(pair?.code_verifier);
  });

  test('a project that cannot use One Tap fails the start with the One Tap state, and the frame is removed', async () => {
    fakeFrame();
    const google = fakeGoogle();
    env.emulator.reset({ oauth_providers: ['github'] });
    const client = env.client();
    const error = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'api_error', errorType: 'oauth_config_not_found', status: 400 });
    expect(oneTapErrorInfo(error)).toMatchObject({ state: 'no_oauth_config_found', reason: 'oauth_config_not_found' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(google.config).toBeNull();

    env.emulator.reset();
    const noRedirects = await client.oauth.googleOneTap.start().catch((e: unknown) => e);
    expect(oneTapErrorInfo(noRedirects)).toMatchObject({ state: 'no_login_redirect_urls_set', reason: 'unknown_reason' });
  });

  test('an empty Google client ID is oauth_config_not_found, as the reference SDK reads it', async () => {
    const frame = fakeFrame();
    fakeGoogle();
    frame.override.oneTapStart = { success: true, payload: { googleClientId: '', oauthCallbackId: 'x' } };
    const error = await env.client().oauth.googleOneTap.start({ login_redirect_url: CALLBACK }).catch((e: unknown) => e);
    expect(oneTapErrorInfo(error)).toMatchObject({ reason: 'oauth_config_not_found' });
  });

  test('closing Google\'s prompt ends the result with user_cancel; cancel closes the prompt and the frame', async () => {
    fakeFrame();
    const google = fakeGoogle();
    const client = env.client();
    const closed = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    google.close();
    const error = await closed.result.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'user_cancellation' });
    expect(oneTapErrorInfo(error)?.reason).toBe('user_cancel');
    expect(document.querySelector('iframe')).toBeNull();

    const cancelled = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    cancelled.cancel();
    expect(google.cancelled).toBe(1);
    await expect(cancelled.result).rejects.toMatchObject({ code: 'user_cancellation' });
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('a refused submit and a redirect that is not http(s) end the result; nothing is followed', async () => {
    const frame = fakeFrame();
    const google = fakeGoogle();
    const client = env.client();
    frame.override.oneTapSubmit = { success: true, payload: { redirect_url: 'javascript:alert(document.cookie)' } };
    const bad = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    await google.accept();
    await expect(bad.result).rejects.toMatchObject({ code: 'invalid_redirect_scheme' });

    frame.override.oneTapSubmit = {
      success: false,
      error: { name: 'StytchAPIError', message: '[400] invalid_google_id_token', status_code: 400, error_type: 'invalid_google_id_token', error_message: 'No.' },
    };
    const refused = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    await google.accept();
    await expect(refused.result).rejects.toMatchObject({ code: 'api_error', errorType: 'invalid_google_id_token', errorMessage: 'No.' });
    expect(assign).not.toHaveBeenCalled();
  });

  test('Google\'s answer without an ID token is missing_id_token, one that is not a JWT invalid_authorization_credential; nothing is submitted', async () => {
    const frame = fakeFrame();
    const google = fakeGoogle();
    const client = env.client();
    const callback = () => google.config?.callback as (response: { credential?: unknown } | undefined) => void;
    const empty = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    callback()({});
    await expect(empty.result).rejects.toMatchObject({ code: 'missing_id_token', message: 'Google returned no ID token.' });
    const garbled = await client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    callback()({ credential: 'not a jwt' });
    await expect(garbled.result).rejects.toMatchObject({ code: 'invalid_authorization_credential' });
    expect(frame.requests.map((r) => r.method)).toEqual(['oneTapStart', 'oneTapStart']);
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('defaults: the emulator\'s frame and Google stand-in for a test token; endpoints override both', async () => {
    fakeFrame();
    const client = env.client({ endpoints: { googleGsiScriptUrl: 'http://localhost:9/gsi.js' } });
    const started = client.oauth.googleOneTap.start({ login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    // happy-dom loads no scripts: the load fails as an unreachable script would.
    await expect(started).rejects.toMatchObject({ code: 'network_error', message: expect.stringContaining('http://localhost:9/gsi.js') });
    // The failed script element is taken out again, so the next start inserts a fresh one that the browser fetches.
    expect(document.querySelector('script[src="http://localhost:9/gsi.js"]')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();

    const { oneTapUrls } = await import('./googleOneTapStart.ts');
    const ctx = { publicToken: 'public-token-live-x', apiUrl: 'https://api.example' } as Parameters<typeof oneTapUrls>[0];
    expect(oneTapUrls(ctx)).toEqual({
      frame: new URL('https://api.example/clientside-services/index.html'),
      gsi: new URL('https://accounts.google.com/gsi/client'),
    });
    // The provider's live API: its own helper frame, as the reference SDK loads it.
    expect(oneTapUrls({ ...ctx, apiUrl: DEFAULT_LIVE_API_URL }).frame.toString()).toMatch(/^https:\/\/js\.[a-z]+\.com\/clientside-services\/index\.html$/);
    const test = { publicToken: env.emulator.publicToken, apiUrl: env.emulator.url } as Parameters<typeof oneTapUrls>[0];
    expect(oneTapUrls(test).gsi.toString()).toBe(`${env.emulator.url}/__google/gsi/client`);
    expect(() => oneTapUrls({ ...ctx, endpoints: { clientsideServicesUrl: 'javascript:alert(1)' } })).toThrow(
      expect.objectContaining({ code: 'invalid_start_url' }),
    );
  });

  test('usage: redirect URLs, position and prompt_parent_id strings', async () => {
    const client = env.client();
    await expect(
      client.oauth.googleOneTap.start({ login_redirect_url: 1, position: 2 } as unknown as { position: 'embedded' }),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to oauth.googleOneTap.start\nlogin_redirect_url must be a string\nposition must be a string',
    });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
