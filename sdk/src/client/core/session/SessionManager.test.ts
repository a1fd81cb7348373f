import { DEFAULT_COOKIE_NAMES } from '../../../protocol/constants.ts';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { seedSession, startEmulator, type Emulator } from '@auth-widget/harness';
import { Network } from '../network/Network.ts';
import { AuthError } from '../AuthError.ts';
import { SessionManager } from './SessionManager.ts';
import { backoffDelay } from './sessionRuntime.ts';
import { readCookie } from './cookies.ts';
import { cookieString } from './writeCookie.ts';
import { blockCookies, fillLocalStorage } from '../../../../test/client/blockStorage.ts';
import type { AuthenticateResponse } from '../../../protocol/types.ts';

let emulator: Emulator;
const ready = startEmulator({ port: 0 }).then((e) => (emulator = e));
afterAll(async () => (await ready).stop());

const managers: SessionManager[] = [];
beforeEach(async () => {
  await ready;
  emulator.reset();
  localStorage.clear();
  for (const name of [DEFAULT_COOKIE_NAMES.opaqueToken, DEFAULT_COOKIE_NAMES.jwt, DEFAULT_COOKIE_NAMES.intermediateToken, 'my_token', 'my_jwt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
afterEach(() => {
  for (const manager of managers.splice(0)) manager.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function manager(options: Partial<ConstructorParameters<typeof SessionManager>[0]> = {}, network?: Network) {
  const m = new SessionManager({ store: createStore(), publicToken: emulator.publicToken, autoRefresh: false, ...options });
  managers.push(m);
  m.start(
    network ?? new Network({ apiUrl: emulator.url, publicToken: emulator.publicToken, sessionToken: () => m.currentToken() }),
  );
  return m;
}

/** A real authentication answer for a seeded user. */
async function signedIn(email = 'ada@example.com'): Promise<AuthenticateResponse> {
  const { sessionToken } = await seedSession(emulator, email);
  const res = await fetch(`${emulator.url}/sdk/v1/sessions/authenticate`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa(`${emulator.publicToken}:${sessionToken}`)}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return ((await res.json()) as { data: AuthenticateResponse }).data;
}

describe('cookie rules', () => {
  it('writes the session cookies and removes the intermediate one for a full session', async () => {
    const m = manager();
    await m.applyResponse({ intermediate_session_token: 'ist-1' });
    expect(readCookie(DEFAULT_COOKIE_NAMES.intermediateToken)).toBe('ist-1');
    const response = await signedIn();
    await m.applyResponse(response);
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBe(response.session_token);
    expect(readCookie(DEFAULT_COOKIE_NAMES.jwt)).toBe(response.session_jwt);
    expect(readCookie(DEFAULT_COOKIE_NAMES.intermediateToken)).toBeNull();
    expect(m.getSnapshot()?.user.user_id).toBe(response.user_id);
    expect(m.getIntermediateToken()).toBeNull();
  });

  it('keeps only the intermediate token when that is all the answer has', async () => {
    const m = manager();
    await m.applyResponse(await signedIn());
    await m.applyResponse({ intermediate_session_token: 'ist-2' });
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBeNull();
    expect(readCookie(DEFAULT_COOKIE_NAMES.jwt)).toBeNull();
    expect(readCookie(DEFAULT_COOKIE_NAMES.intermediateToken)).toBe('ist-2');
    expect(m.getSnapshot()).toBeNull();
  });

  it('removes everything when the answer has neither', async () => {
    const m = manager();
    await m.applyResponse(await signedIn());
    await m.applyResponse({ intermediate_session_token: 'ist-3' });
    await m.applyResponse(await signedIn());
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).not.toBeNull();
    await m.applyResponse({});
    for (const name of Object.values(DEFAULT_COOKIE_NAMES)) expect(readCookie(name), name).toBeNull();
    expect(m.getSnapshot()).toBeNull();
    expect(m.getIntermediateToken()).toBeNull();
  });

  it('honours custom cookie names', async () => {
    const m = manager({ cookieOptions: { opaqueTokenCookieName: 'my_token', jwtCookieName: 'my_jwt' } });
    const response = await signedIn();
    await m.applyResponse(response);
    expect(readCookie('my_token')).toBe(response.session_token);
    expect(readCookie('my_jwt')).toBe(response.session_jwt);
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBeNull();
  });

  it('sets SameSite=Lax, path and domain, and Secure except on local hosts', () => {
    const expires = new Date('2030-01-01T00:00:00Z');
    expect(cookieString('a', 'v', { expires }, 'localhost')).toBe(
      'a=v; path=/; SameSite=Lax; expires=Tue, 01 Jan 2030 00:00:00 GMT',
    );
    expect(cookieString('a', 'v', {}, '127.0.0.1')).not.toContain('Secure');
    expect(cookieString('a', 'v', {}, 'app.localhost')).not.toContain('Secure');
    expect(cookieString('a', 'v w', { path: '/app', domain: 'example.com' }, 'www.example.com')).toBe(
      'a=v%20w; path=/app; SameSite=Lax; domain=example.com; Secure',
    );
  });

  it('gives the intermediate cookie ten minutes, as a lifetime the browser counts from its own clock', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const writes: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      await manager().applyResponse({ intermediate_session_token: 'ist' });
    } finally {
      spy.mockRestore();
    }
    const written = writes.find((w) => w.startsWith(`${DEFAULT_COOKIE_NAMES.intermediateToken}=`));
    expect(written).toContain('max-age=600');
    expect(written).not.toContain('expires=');
    vi.setSystemTime(new Date('2030-01-01T00:09:58Z'));
    expect(readCookie(DEFAULT_COOKIE_NAMES.intermediateToken)).toBe('ist');
    vi.setSystemTime(new Date('2030-01-01T00:10:01Z'));
    expect(readCookie(DEFAULT_COOKIE_NAMES.intermediateToken)).toBeNull();
  });
});

describe('start', () => {
  it('destroys cached state when no session cookie exists, once the page is idle', async () => {
    localStorage.setItem(`authwidget_session::${emulator.publicToken}`, JSON.stringify({ user: {}, session: {} }));
    const m = manager();
    expect(m.getSnapshot()).toBeNull();
    await vi.waitFor(() => expect(localStorage.getItem(`authwidget_session::${emulator.publicToken}`)).toBeNull());
  });

  it('without a session cookie, reads nothing of localStorage while it starts, and clears the cached state once idle', async () => {
    localStorage.setItem(`authwidget_session::${emulator.publicToken}`, JSON.stringify({ user: {}, session: {} }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const m = manager();
    expect(getItem).not.toHaveBeenCalled();
    expect(m.getSnapshot()).toBeNull();
    await vi.waitFor(() => expect(localStorage.getItem(`authwidget_session::${emulator.publicToken}`)).toBeNull());
  });

  it('takes a session another tab began before the page was idle for that session, not for an ended one', async () => {
    const response = await signedIn();
    const m = manager();
    // Another tab signs in after this one started: its cookies and shared state, written before this page is idle.
    document.cookie = `${DEFAULT_COOKIE_NAMES.opaqueToken}=${response.session_token}; path=/`;
    document.cookie = `${DEFAULT_COOKIE_NAMES.jwt}=${response.session_jwt}; path=/`;
    localStorage.setItem(`authwidget_session::${emulator.publicToken}`, JSON.stringify({ user: response.user, session: response.session }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(m.getSnapshot()).toBeNull();
    await m.loadRuntime();
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBe(response.session_token);
    expect(readCookie(DEFAULT_COOKIE_NAMES.jwt)).toBe(response.session_jwt);
    expect(localStorage.getItem(`authwidget_session::${emulator.publicToken}`)).not.toBeNull();
  });

  it('with only an intermediate cookie, destroys the session (cached state, a stray JWT cookie) and keeps the intermediate token', async () => {
    localStorage.setItem(`authwidget_session::${emulator.publicToken}`, JSON.stringify({ user: {}, session: {} }));
    document.cookie = `${DEFAULT_COOKIE_NAMES.jwt}=stale-jwt; path=/`;
    document.cookie = `${DEFAULT_COOKIE_NAMES.intermediateToken}=ist-at-start; path=/`;
    const m = manager();
    expect(m.getSnapshot()).toBeNull();
    expect(m.getIntermediateToken()).toBe('ist-at-start');
    await m.loadRuntime();
    expect(localStorage.getItem(`authwidget_session::${emulator.publicToken}`)).toBeNull();
    expect(readCookie(DEFAULT_COOKIE_NAMES.jwt)).toBeNull();
    expect(m.getIntermediateToken()).toBe('ist-at-start');
    expect(readCookie(DEFAULT_COOKIE_NAMES.intermediateToken)).toBe('ist-at-start');
  });

  it('a session found at start replaces an intermediate cookie once the refresh answers', async () => {
    const response = await signedIn();
    document.cookie = `${DEFAULT_COOKIE_NAMES.opaqueToken}=${response.session_token}; path=/`;
    document.cookie = `${DEFAULT_COOKIE_NAMES.jwt}=${response.session_jwt}; path=/`;
    document.cookie = `${DEFAULT_COOKIE_NAMES.intermediateToken}=ist-stale; path=/`;
    const m = manager();
    await m.authenticate();
    expect(m.getSnapshot()?.session.session_id).toBe(response.session.session_id);
    expect(readCookie(DEFAULT_COOKIE_NAMES.intermediateToken)).toBeNull();
    expect(m.getIntermediateToken()).toBeNull();
  });

  it('refreshes in the background when a session cookie exists', async () => {
    const response = await signedIn();
    document.cookie = `${DEFAULT_COOKIE_NAMES.opaqueToken}=${response.session_token}; path=/`;
    const m = manager({ autoRefresh: true });
    await vi.waitFor(() => expect(m.getSnapshot()?.session.session_id).toBe(response.session.session_id));
    expect(readCookie(DEFAULT_COOKIE_NAMES.jwt)).toBeTruthy();
  });

  it('destroys a session whose cookie the provider no longer knows', async () => {
    document.cookie = `${DEFAULT_COOKIE_NAMES.opaqueToken}=revoked-or-forged; path=/`;
    const m = manager({ autoRefresh: true });
    const seen: unknown[] = [];
    m.subscribe((s) => seen.push(s));
    await vi.waitFor(() => expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBeNull());
    expect(m.getSnapshot()).toBeNull();
  });
});

describe('background refresh', () => {
  function stubNetwork(request: (...args: unknown[]) => Promise<unknown>) {
    return { request: vi.fn(request) } as unknown as Network;
  }

  it('backs off 2000·2^attempt, capped at attempt 7, with about ±175 ms of jitter', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(2000);
    expect(backoffDelay(3, () => 0.5)).toBe(16000);
    expect(backoffDelay(7, () => 0.5)).toBe(256000);
    expect(backoffDelay(12, () => 0.5)).toBe(256000);
    expect(backoffDelay(0, () => 0)).toBe(1825);
    expect(backoffDelay(0, () => 1)).toBe(2175);
  });

  it('re-authenticates every 180000 ms and retries failures with backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const response = await signedIn();
    let fail = 0;
    const network = stubNetwork(async () => {
      if (fail > 0) {
        fail -= 1;
        throw new AuthError('network_error', 'offline');
      }
      return response;
    });
    const m = manager({ autoRefresh: true }, network);
    await m.applyResponse(response);
    const request = network.request as unknown as ReturnType<typeof vi.fn>;
    await vi.advanceTimersByTimeAsync(179_999);
    expect(request).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(1);
    fail = 2;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(request).toHaveBeenCalledTimes(2); // failed: retry after ~2000 ms
    await vi.advanceTimersByTimeAsync(1_800);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(request).toHaveBeenCalledTimes(3); // failed again: retry after ~4000 ms
    await vi.advanceTimersByTimeAsync(4_200);
    expect(request).toHaveBeenCalledTimes(4); // succeeded: back to the normal interval
    await vi.advanceTimersByTimeAsync(180_000);
    expect(request).toHaveBeenCalledTimes(5);
    expect(m.getSnapshot()).not.toBeNull();
  });

  it('destroys the session and signals logout on an unrecoverable error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const response = await signedIn();
    const network = stubNetwork(async () => {
      throw new AuthError('api_error', 'gone', {
        api: { status_code: 404, error_type: 'session_not_found', error_message: 'gone' },
      });
    });
    const m = manager({ autoRefresh: true }, network);
    await m.applyResponse(response);
    const seen: unknown[] = [];
    m.subscribe((s) => seen.push(s));
    await vi.advanceTimersByTimeAsync(180_000);
    expect(seen).toEqual([null]);
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * 180_000);
    expect((network.request as unknown as ReturnType<typeof vi.fn>).mock.calls.length).toBe(1);
  });
});

describe('background refresh survives any failure', () => {
  function stubNetwork(request: (...args: unknown[]) => Promise<unknown>) {
    return { request: vi.fn(request) } as unknown as Network;
  }

  it('goes on after an exception outside the call itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const response = await signedIn();
    const network = stubNetwork(async () => response);
    const m = manager({ autoRefresh: true }, network);
    await m.applyResponse(response);
    const request = network.request as unknown as ReturnType<typeof vi.fn>;
    // Reading the session token throws once, before any call is made (a browser that has just blocked its cookies).
    vi.spyOn(m, 'currentToken').mockImplementationOnce(() => {
      throw new TypeError('boom');
    });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(request).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(2_200); // the retry, with backoff
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(180_000); // and the normal interval after its success
    expect(request).toHaveBeenCalledTimes(2);
    expect(m.getSnapshot()).not.toBeNull();
  });

  it('goes on when applying the answer throws, and rejects with an AuthError that keeps the cause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const response = await signedIn();
    const network = stubNetwork(async () => response);
    const m = manager({ autoRefresh: true }, network);
    await m.applyResponse(response);
    const request = network.request as unknown as ReturnType<typeof vi.fn>;
    const apply = vi.spyOn(await m.loadRuntime(), 'applyResponse').mockImplementationOnce(() => {
      throw new TypeError('boom');
    });
    const failure = await m.authenticate().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthError);
    expect(failure).toMatchObject({ code: 'other', cause: expect.any(TypeError) });
    apply.mockImplementationOnce(() => {
      throw new TypeError('boom again');
    });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_200);
    expect(request).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('goes on at the normal interval with localStorage full and cookies blocked, the session in memory', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await signedIn();
    const network = stubNetwork(async () => response);
    const m = manager({ autoRefresh: true }, network);
    fillLocalStorage();
    blockCookies();
    await m.applyResponse(response);
    const request = network.request as unknown as ReturnType<typeof vi.fn>;
    await vi.advanceTimersByTimeAsync(180_000);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(request).toHaveBeenCalledTimes(2);
    expect(m.currentToken()).toBe(response.session_token);
    const kinds: string[] = [];
    m.warnings.listen((w) => kinds.push(w.kind));
    await vi.waitFor(() => expect(kinds.sort()).toEqual(['cookies_blocked', 'storage_full']));
  });

  it('sets no next refresh once the session was ended during a refresh, or the manager disposed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const response = await signedIn();
    let release: () => void = () => {};
    let calls = 0;
    // The first call of each manager hangs until released, then fails as offline; any later one fails at once.
    const network = stubNetwork(() => {
      calls += 1;
      if (calls % 2 === 0) return Promise.reject(new AuthError('network_error', 'offline'));
      return new Promise((_resolve, reject) => {
        release = () => reject(new AuthError('network_error', 'offline'));
      });
    });
    const m = manager({ autoRefresh: true }, network);
    await m.applyResponse(response);
    await vi.advanceTimersByTimeAsync(180_000);
    (await m.loadRuntime()).destroy(); // a log out while the refresh is in flight
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);

    calls = 0;
    const other = manager({ autoRefresh: true }, network);
    await other.applyResponse(response);
    await vi.advanceTimersByTimeAsync(180_000);
    other.dispose(); // the client is disposed while the refresh is in flight
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a session listener that throws neither breaks the sign-in nor the next refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await signedIn();
    const network = stubNetwork(async () => response);
    const m = manager({ autoRefresh: true }, network);
    m.subscribe(() => {
      throw new Error('host bug');
    });
    await m.loadRuntime();
    expect(() => m.applyResponse(response)).not.toThrow();
    expect(localStorage.getItem(`authwidget_session::${emulator.publicToken}`)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(180_000);
    expect((network.request as unknown as ReturnType<typeof vi.fn>).mock.calls.length).toBe(1);
    expect(error).toHaveBeenCalled();
  });
});

describe('errors callers get', () => {
  it('a manager that was never started refuses with sdk_not_configured', async () => {
    const m = new SessionManager({ store: createStore(), publicToken: 'public-token-test-x', autoRefresh: false });
    await expect(m.authenticate()).rejects.toMatchObject({ name: 'AuthError', code: 'sdk_not_configured' });
    await expect(m.revoke()).rejects.toMatchObject({ name: 'AuthError', code: 'sdk_not_configured' });
  });
});

describe('authenticate and revoke', () => {
  it('retries when the session changed during the call', async () => {
    const first = await signedIn('one@example.com');
    const second = await signedIn('two@example.com');
    const m = manager();
    await m.applyResponse(first);
    const real = new Network({ apiUrl: emulator.url, publicToken: emulator.publicToken, sessionToken: () => m.currentToken() });
    let calls = 0;
    const racing = {
      request: async (req: Parameters<Network['request']>[0]) => {
        calls += 1;
        const answer = await real.request(req);
        // Another tab logs in as someone else while the first call is in flight.
        if (calls === 1) await m.applyResponse(second);
        return answer;
      },
    } as unknown as Network;
    const runtime = (await m.loadRuntime()) as unknown as { network: Network };
    runtime.network = racing;
    const result = await m.authenticate();
    expect(calls).toBe(2);
    expect(result.user_id).toBe(second.user_id);
    expect(m.getSnapshot()?.user.user_id).toBe(second.user_id);
  });

  it('destroys the session on an unrecoverable authenticate error', async () => {
    const m = manager();
    const response = await signedIn();
    await m.applyResponse(response);
    emulator.store.state.sessions[response.session.session_id]!.revoked = true;
    await expect(m.authenticate()).rejects.toMatchObject({ errorType: 'session_not_found' });
    expect(m.getSnapshot()).toBeNull();
  });

  it('clears state when revoke succeeds', async () => {
    const m = manager();
    await m.applyResponse(await signedIn());
    await m.revoke();
    expect(m.getSnapshot()).toBeNull();
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBeNull();
  });

  it('sends revoke without a body, as the reference provider\'s SDK does', async () => {
    const sent: RequestInit[] = [];
    const m = new SessionManager({ store: createStore(), publicToken: emulator.publicToken, autoRefresh: false });
    managers.push(m);
    const fetchSpy: typeof fetch = (input, init) => {
      sent.push(init ?? {});
      return fetch(input, init);
    };
    m.start(new Network({ apiUrl: emulator.url, publicToken: emulator.publicToken, sessionToken: () => m.currentToken(), fetch: fetchSpy }));
    await m.applyResponse(await signedIn());
    await m.revoke();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toBeUndefined();
    expect(m.getSnapshot()).toBeNull();
  });

  it('keeps state when revoke fails, unless forceClear is given', async () => {
    const m = manager();
    await m.applyResponse(await signedIn());
    emulator.store.state.faults.push({ id: 'f', path: '*', method: null, remaining: 2, drop: true });
    await expect(m.revoke()).rejects.toMatchObject({ code: 'network_error' });
    expect(m.getSnapshot()).not.toBeNull();
    await expect(m.revoke({ forceClear: true })).rejects.toMatchObject({ code: 'network_error' });
    expect(m.getSnapshot()).toBeNull();
  });
});

describe('cross-tab sync', () => {
  it('follows a login and a logout made in another tab', async () => {
    const tabA = manager();
    const tabB = manager({ store: createStore() });
    await tabB.loadRuntime();
    const response = await signedIn();
    await tabA.applyResponse(response);
    const key = `authwidget_session::${emulator.publicToken}`;
    // Browsers fire `storage` only in the other tabs; here both managers share one window, so fire it by hand.
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
    expect(tabB.getSnapshot()?.tokens.session_token).toBe(response.session_token);
    (await tabA.loadRuntime()).destroy();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    expect(tabB.getSnapshot()).toBeNull();
  });

  it('a session whose cookies the browser refused stays with its tab: another tab starting or signing out does not end it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A domain that does not cover the page: every cookie of this manager is refused, so its session is in memory.
    const tabA = manager({ cookieOptions: { domain: 'example.com' } });
    const response = await signedIn();
    await tabA.applyResponse(response);
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBeNull();
    const key = `authwidget_session::${emulator.publicToken}`;
    expect(localStorage.getItem(key)).not.toBeNull();
    // A tab opened next finds no session cookie, so it clears the shared state (once idle); a browser tells tab A so.
    manager({ store: createStore() });
    await vi.waitFor(() => expect(localStorage.getItem(key)).toBeNull());
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    expect(tabA.getSnapshot()?.tokens.session_token).toBe(response.session_token);
    expect(tabA.currentToken()).toBe(response.session_token);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toContain('did not keep the cookie');
  });

  it('converges when the storage event comes before the other tab\'s cookie is visible', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tabB = manager();
    await tabB.loadRuntime();
    const response = await signedIn();
    const key = `authwidget_session::${emulator.publicToken}`;
    // Tab A's state arrives first; its cookies only 400 ms later (as Firefox delivers them across processes).
    const state = JSON.stringify({ user: response.user, session: response.session });
    localStorage.setItem(key, state);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: state }));
    expect(tabB.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(400);
    document.cookie = `${DEFAULT_COOKIE_NAMES.opaqueToken}=${response.session_token}; path=/`;
    document.cookie = `${DEFAULT_COOKIE_NAMES.jwt}=${response.session_jwt}; path=/`;
    vi.advanceTimersByTime(50);
    expect(tabB.getSnapshot()?.tokens).toEqual({ session_token: response.session_token, session_jwt: response.session_jwt });
    expect(tabB.getSnapshot()?.user.user_id).toBe(response.user.user_id);
  });

  it('a logout that comes while waiting for a cookie wins; a cookie that never comes leaves the tab signed out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tabB = manager();
    await tabB.loadRuntime();
    const response = await signedIn();
    const key = `authwidget_session::${emulator.publicToken}`;
    const state = JSON.stringify({ user: response.user, session: response.session });
    localStorage.setItem(key, state);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: state }));
    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    document.cookie = `${DEFAULT_COOKIE_NAMES.opaqueToken}=${response.session_token}; path=/`;
    vi.advanceTimersByTime(5_000);
    expect(tabB.getSnapshot()).toBeNull();

    document.cookie = `${DEFAULT_COOKIE_NAMES.opaqueToken}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    localStorage.setItem(key, state);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: state }));
    vi.advanceTimersByTime(5_000);
    expect(tabB.getSnapshot()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
