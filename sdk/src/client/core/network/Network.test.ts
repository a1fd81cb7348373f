import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { Network } from './Network.ts';
import { isAuthError } from '../AuthError.ts';
import { clientMessages } from '../messages.ts';
import { CLIENT_TELEMETRY_HEADER, PARENT_ORIGIN_HEADER } from '../../../protocol/constants.ts';

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

  it('retries once with a fresh captcha token and DFP id when the provider asks for a captcha', async () => {
    emulator.store.project.captcha_settings.enabled = true;
    arm({ captcha_required: true });
    const captchaToken = vi.fn(async () => {
      const token = `captcha-${Math.random()}`;
      emulator.store.state.captcha_tokens[token] = new Date(Date.now() + 60_000).toISOString();
      return token;
    });
    const dfpTelemetryId = vi.fn(async () => 'dfp-1');
    const data = await network({ captchaToken, dfpTelemetryId }).request<{ userType: string }>({
      method: 'POST',
      path: '/users/search',
      body: { email: 'a@b.co' },
    });
    expect(data.userType).toBe('new');
    expect(captchaToken).toHaveBeenCalledTimes(1);
    expect(dfpTelemetryId).toHaveBeenCalledTimes(1);
  });

  it('says captcha is unavailable when no fresh token can be had', async () => {
    arm({ captcha_required: true });
    const error = await failure(network().request({ method: 'POST', path: '/users/search', body: { email: 'a@b.co' } }));
    expect(isAuthError(error, 'captcha_unavailable')).toBe(true);
    expect((error as Error).message).toBe('Unable to query captcha and/or dfp telemetry ID');
    arm({ captcha_required: true });
    const throwing = network({ captchaToken: async () => Promise.reject(new Error('blocked')) });
    const again = await failure(throwing.request({ method: 'POST', path: '/users/search', body: { email: 'a@b.co' } }));
    expect(isAuthError(again, 'captcha_unavailable')).toBe(true);
  });
});
