import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { Network } from './Network.ts';
import { AuthError, isAuthError } from '../AuthError.ts';
import { callMessages } from '../callMessages.ts';
import { clientMessages } from '../messages.ts';
import { STRONG_PASSWORD } from '../../../../test/client/signIn.ts';
import { CLIENT_TELEMETRY_HEADER, PARENT_ORIGIN_HEADER } from '../../../protocol/callWire.ts';

let emulator: Emulator;
const ready = startEmulator({ port: 0 }).then((e) => (emulator = e));
afterAll(async () => (await ready).stop());
beforeEach(async () => {
  await ready;
  emulator.reset();
});

function network(options: Partial<ConstructorParameters<typeof Network>[0]> = {}) {
  return new Network({ apiUrl: emulator.url, publicToken: emulator.publicToken, sessionToken: () => null, ...options });
}

function arm(fault: Record<string, unknown>) {
  emulator.store.state.faults.push({ id: 'f', method: null, remaining: 1, path: '*', ...fault });
}

/** A new user's session token, from a password sign-up. */
async function signedInToken(): Promise<string> {
  const answer = await network().request<{ session_token: string }>({
    method: 'POST',
    path: '/passwords',
    body: { email: 'meta@example.com', password: STRONG_PASSWORD },
  });
  return answer.session_token;
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('Network', () => {
  it('unwraps data and sends Basic auth, telemetry and parent-origin headers', async () => {
    const seen: Headers[] = [];
    const spy = (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return fetch(input, init);
    };
    const data = await network({ fetch: spy }).request<{ userType: string }>({
      method: 'POST',
      path: '/users/search',
      body: { email: 'new@example.com' },
    });
    expect(data.userType).toBe('new');
    const headers = seen[0]!;
    expect(headers.get('authorization')).toBe(`Basic ${btoa(`${emulator.publicToken}:${emulator.publicToken}`)}`);
    expect(JSON.parse(atob(headers.get(CLIENT_TELEMETRY_HEADER)!))).toMatchObject({
      event_id: expect.stringMatching(/^event-id-[0-9a-f-]{36}$/),
      app_session_id: expect.stringMatching(/^app-session-id-/),
      persistent_id: expect.stringMatching(/^persistent-id-/),
      client_sent_at: expect.any(String),
      timezone: expect.any(String),
      app: { identifier: 'localhost' },
      sdk: { identifier: 'auth-widget JavaScript SDK', version: '4.14.0' },
    });
    expect(headers.get(PARENT_ORIGIN_HEADER)).toBe('http://localhost:3000');
  });

  it('uses the session token when there is one', async () => {
    const res = await failure(network({ sessionToken: () => 'stale-token' }).request({ method: 'GET', path: '/users/me' }));
    expect(isAuthError(res, 'api_error') && res.errorType).toBe('session_not_found');
  });

  it('renders API errors as "[status] type", the message and the help link', async () => {
    const error = await failure(network().request({ method: 'GET', path: '/users/me' }));
    expect(isAuthError(error, 'api_error')).toBe(true);
    if (!isAuthError(error)) return;
    expect(error.message).toBe(
      [
        '[401] unauthorized_credentials',
        'This call requires an active session.',
        `See ${emulator.url}/__dev/errors#unauthorized_credentials for more information.`,
      ].join('\n'),
    );
    expect(error.status).toBe(401);
    expect(error.errorMessage).toBe('This call requires an active session.');
    expect(error.requestId).toMatch(/^request-id-test-/);
    // The spec's names, as the reference SDK's errors carry them, own fields of the error; the camelCase ones alias them.
    expect({ ...error }).toMatchObject({
      code: 'api_error',
      status_code: 401,
      error_type: 'unauthorized_credentials',
      error_message: 'This call requires an active session.',
      error_url: `${emulator.url}/__dev/errors#unauthorized_credentials`,
      request_id: error.requestId,
    });
    expect(error.errorType).toBe(error.error_type);
    expect(error.errorUrl).toBe(error.error_url);
  });

  it('reads the provider\'s lock answers as user_locked_out, with its fields kept', async () => {
    for (const type of ['otp_locked', 'password_locked', 'totp_locked']) {
      const message = 'Too many wrong attempts: try again later.';
      arm({ status: 429, body: { status_code: 429, error_type: type, error_message: message, request_id: 'request-id-test-1' } });
      const error = await failure(network().request({ method: 'POST', path: '/users/search', body: { email: 'a@b.co' } }));
      expect(error).toBeInstanceOf(AuthError);
      expect({ ...(error as AuthError) }).toMatchObject({ code: 'user_locked_out', status_code: 429, error_type: type, error_message: message });
    }
    // Any other refusal stays an api_error.
    arm({ status: 429, body: { status_code: 429, error_type: 'too_many_requests', error_message: 'Slow down.' } });
    const other = await failure(network().request({ method: 'POST', path: '/users/search', body: { email: 'a@b.co' } }));
    expect(isAuthError(other, 'api_error')).toBe(true);
  });

  it('renders schema errors with "path: message" lines', async () => {
    const error = await failure(network().request({ method: 'POST', path: '/users/search', body: { email: 7 } }));
    expect(isAuthError(error, 'schema_error')).toBe(true);
    expect((error as Error).message).toBe('Request does not match expected schema\nemail: must be a string');
  });

  it('says the servers cannot be reached when the connection drops', async () => {
    arm({ drop: true });
    const error = await failure(network().request({ method: 'POST', path: '/users/search', body: { email: 'a@b.co' } }));
    expect(isAuthError(error, 'network_error')).toBe(true);
    expect((error as Error).message).toBe(clientMessages.networkError);
    expect((error as Error).message).toBe('Unable to contact the auth-widget servers. Are you online?');
  });

  it('reports invalid JSON', async () => {
    arm({ invalid_json: true });
    const error = await failure(network().request({ method: 'POST', path: '/users/search', body: { email: 'a@b.co' } }));
    expect(isAuthError(error, 'invalid_json')).toBe(true);
    expect((error as Error).message).toBe('Invalid JSON response from the auth-widget servers.');
  });

  it('reports a 500 with its error body as an API error, and a body without error fields as invalid', async () => {
    arm({ status: 500 });
    const error = await failure(network().request({ method: 'POST', path: '/users/search', body: { email: 'a@b.co' } }));
    expect(isAuthError(error, 'api_error') && error.status).toBe(500);
    arm({ status: 502, body: { hello: 'proxy' } });
    const odd = await failure(network().request({ method: 'POST', path: '/users/search', body: { email: 'a@b.co' } }));
    expect(isAuthError(odd, 'invalid_response')).toBe(true);
    expect((odd as Error).message).toBe('Invalid response from the auth-widget servers.');
  });

  it('reports an empty answer and a success without data', async () => {
    const empty = async () => new Response('', { status: 200 });
    const error = await failure(network({ fetch: empty }).request({ method: 'GET', path: '/x' }));
    expect((error as Error).message).toBe('Invalid or no response from server');
    const noData = async () => new Response('{"ok":true}', { status: 200 });
    const bad = await failure(network({ fetch: noData }).request({ method: 'GET', path: '/x' }));
    expect(isAuthError(bad, 'invalid_response')).toBe(true);
  });

  describe('bot protection', () => {
    /** Answers each call with the next of `answers` (status, body, type), recording the bodies sent. */
    function scripted(answers: [number, string, string?][]) {
      const bodies: Record<string, unknown>[] = [];
      const fetchImpl = async (_input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
        const [status, body, type = 'text/plain'] = answers.shift() ?? [500, 'no more answers'];
        return new Response(body, { status, headers: { 'Content-Type': type } });
      };
      return { bodies, fetch: fetchImpl as typeof fetch };
    }
    const ok = [200, JSON.stringify({ data: { userType: 'new' } }), 'application/json'] as [number, string, string];
    const demand = [400, 'Captcha required'] as [number, string];
    let n = 0;
    const source = () => ({
      fields: vi.fn(async (kind: 'dfp' | 'captcha') => (kind === 'dfp' ? { dfp_telemetry_id: `dfp-${++n}` } : { captcha_token: `c-${++n}` })),
      retryFields: vi.fn(async () => ({ dfp_telemetry_id: `dfp-${++n}`, captcha_token: `c-${++n}` })),
    });
    const search = { method: 'POST', path: '/users/search', body: { email: 'a@b.co' } } as const;

    it('adds the fields of a protected call, and retries a text "Captcha required" once with fresh ones', async () => {
      const botProtection = source();
      const wire = scripted([demand, ok]);
      const data = await network({ botProtection, fetch: wire.fetch }).request<{ userType: string }>({ ...search, protect: 'dfp' });
      expect(data.userType).toBe('new');
      expect(wire.bodies[0]).toEqual({ email: 'a@b.co', dfp_telemetry_id: expect.stringMatching(/^dfp-/) });
      expect(wire.bodies[1]).toEqual({ email: 'a@b.co', dfp_telemetry_id: expect.stringMatching(/^dfp-/), captcha_token: expect.stringMatching(/^c-/) });
      expect(wire.bodies[1]!.dfp_telemetry_id).not.toBe(wire.bodies[0]!.dfp_telemetry_id);
      expect(botProtection.fields).toHaveBeenCalledTimes(1);
      expect(botProtection.retryFields).toHaveBeenCalledTimes(1);
    });

    it('retries only once: a second demand is the provider\'s refusal', async () => {
      const botProtection = source();
      const wire = scripted([demand, demand, ok]);
      const error = await failure(network({ botProtection, fetch: wire.fetch }).request({ ...search, protect: 'dfp' }));
      expect(isAuthError(error, 'api_error') && error.errorType).toBe('captcha_required');
      expect(wire.bodies).toHaveLength(2);
    });

    it('never retries a captcha-only call or an unprotected one', async () => {
      for (const protect of ['captcha', undefined] as const) {
        const botProtection = source();
        const wire = scripted([demand, ok]);
        const error = await failure(network({ botProtection, fetch: wire.fetch }).request({ ...search, protect }));
        expect(isAuthError(error, 'api_error') && error.errorType).toBe('captcha_required');
        expect(wire.bodies).toHaveLength(1);
        expect(botProtection.retryFields).not.toHaveBeenCalled();
        expect(botProtection.fields).toHaveBeenCalledTimes(protect ? 1 : 0);
      }
    });

    it('reads a demand only in an error that is not JSON: a success or a JSON error that says "Captcha required" is not one', async () => {
      const botProtection = source();
      const saved = [200, JSON.stringify({ data: { untrusted_metadata: { note: 'Captcha required' } } }), 'application/json'] as [number, string, string];
      const wire = scripted([saved]);
      const data = await network({ botProtection, fetch: wire.fetch }).request<{ untrusted_metadata: unknown }>({ ...search, protect: 'dfp' });
      expect(data.untrusted_metadata).toEqual({ note: 'Captcha required' });
      const refusal = { status_code: 400, error_type: 'captcha_required', error_message: 'Captcha required' };
      const json = scripted([[400, JSON.stringify(refusal), 'application/json'], ok]);
      const error = await failure(network({ botProtection, fetch: json.fetch }).request({ ...search, protect: 'dfp' }));
      expect(isAuthError(error, 'api_error') && error.errorMessage).toBe('Captcha required');
      expect(json.bodies).toHaveLength(1);
      expect(botProtection.retryFields).not.toHaveBeenCalled();
    });

    it('says captcha is unavailable when no fresh token can be had, and sends nothing more', async () => {
      const botProtection = source();
      botProtection.retryFields.mockRejectedValue(new AuthError('captcha_unavailable', callMessages.captchaUnavailable));
      const wire = scripted([demand, ok]);
      const error = await failure(network({ botProtection, fetch: wire.fetch }).request({ ...search, protect: 'dfp' }));
      expect(isAuthError(error, 'captcha_unavailable')).toBe(true);
      expect((error as Error).message).toBe('Unable to query captcha and/or dfp telemetry ID');
      expect(wire.bodies).toHaveLength(1);
    });

    it('keeps the user\'s data that says "Captcha required" readable (untrusted_metadata) against the emulator', async () => {
      const token = await signedInToken();
      const signedIn = network({ sessionToken: () => token });
      await signedIn.request({ method: 'PUT', path: '/users/me', body: { untrusted_metadata: { note: 'Captcha required' } } });
      const me = await signedIn.request<{ untrusted_metadata: unknown }>({ method: 'GET', path: '/users/me' });
      expect(me.untrusted_metadata).toEqual({ note: 'Captcha required' });
      const again = await signedIn.request<{ session_token: string }>({ method: 'POST', path: '/sessions/authenticate', body: {} });
      expect(again.session_token).toBe(token);
    });
  });

  it('turns a malformed schema error ({"body":[null]}) into a schema error, not a TypeError', async () => {
    const malformed = async () => new Response('{"body":[null, 7, {"path": 1, "message": {}}]}', { status: 400, headers: { 'Content-Type': 'application/json' } });
    const error = await failure(network({ fetch: malformed }).request({ method: 'POST', path: '/x', body: {} }));
    expect(isAuthError(error, 'schema_error')).toBe(true);
    expect((error as Error).message).toBe('Request does not match expected schema\n: is invalid\n: is invalid\n: is invalid');
  });
});

describe('Network under a broken provider', () => {
  /** A fetch whose answer never comes, as a provider that accepted the connection and hangs. */
  const hanging: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

  /** A fetch that ignores abort signals and never settles: the deadline alone must end the call. */
  const deaf: typeof fetch = () => new Promise(() => {});

  /** A 200 whose body drips a byte every 50 ms and never ends. */
  const dripping: typeof fetch = async () => {
    let timer: ReturnType<typeof setInterval>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":'));
        timer = setInterval(() => controller.enqueue(new TextEncoder().encode(' ')), 50);
      },
      cancel() {
        clearInterval(timer);
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

  it.each([
    ['hangs', hanging],
    ['hangs and ignores the abort', deaf],
    ['drips its answer', dripping],
  ])('a provider that %s fails the call with network_error at the deadline', async (_name, fetchImpl) => {
    const started = Date.now();
    const error = await failure(network({ fetch: fetchImpl, timeoutMs: 300 }).request({ method: 'GET', path: '/users/me' }));
    expect(isAuthError(error, 'network_error')).toBe(true);
    expect((error as AuthError).message).toBe(clientMessages.networkError);
    expect(((error as AuthError).cause as Error).message).toBe('The provider did not answer within 300 ms.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('an answer over the size cap is refused as invalid_response without being read whole', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const endless: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += 1;
            controller.enqueue(chunk);
          },
        }),
        { status: 200 },
      );
    const error = await failure(network({ fetch: endless, maxAnswerBytes: 256 * 1024 }).request({ method: 'GET', path: '/users/me' }));
    expect(isAuthError(error, 'invalid_response')).toBe(true);
    // Four chunks make the cap; reading stops at the fifth (the stream may have queued one or two ahead).
    expect(pulled).toBeLessThan(10);
  });

  it('a declared Content-Length over the cap is refused before its body is read', async () => {
    let pulled = 0;
    const declared: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += 1;
            controller.enqueue(new Uint8Array(10));
          },
        }),
        { status: 200, headers: { 'Content-Length': String(50 * 1024 * 1024) } },
      );
    const error = await failure(network({ fetch: declared }).request({ method: 'GET', path: '/users/me' }));
    expect(isAuthError(error, 'invalid_response')).toBe(true);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('an answer without the fields of its kind is invalid_response, naming the field and never its value', async () => {
    arm({ status: 200, body: { data: { session_token: { secret: 'x' }, session_jwt: 123, session: 'yes', request_id: 'r' } } });
    const error = await failure(network().request({ method: 'POST', path: '/sessions/authenticate', answer: 'signIn' }));
    expect(isAuthError(error, 'invalid_response')).toBe(true);
    expect((error as AuthError).message).toBe(callMessages.invalidResponse);
    expect(((error as AuthError).cause as Error).message).toBe('session_token must be a non-empty string');
  });

  it('a call that names no answer kind takes any data object', async () => {
    arm({ status: 200, body: { data: {} } });
    await expect(network().request({ method: 'POST', path: '/magic_links/email/login_or_create', body: { email: 'a@example.com' } })).resolves.toEqual({});
  });

  it('a malformed error body is a typed error, never a TypeError', async () => {
    arm({ status: 400, body: { body: [null] } });
    const error = await failure(network().request({ method: 'POST', path: '/users/search', body: { email: 'a@example.com' } }));
    expect(isAuthError(error, 'schema_error')).toBe(true);
  });
});

describe('Network with a fetch that needs its own this', () => {
  it('calls the fetch it was given bare, as a browser requires of window.fetch', async () => {
    const strict = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      if (this !== undefined && this !== globalThis) throw new TypeError("'fetch' called on an object that does not implement interface Window.");
      return fetch(input, init);
    } as typeof fetch;
    await expect(network({ fetch: strict }).request({ method: 'POST', path: '/users/search', body: { email: 'new@example.com' } })).resolves.toMatchObject({
      userType: 'new',
    });
  });
});
