import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { isAuthError } from './core/AuthError.ts';
import type { StorageWarning } from './core/session/storageWarningTypes.ts';
import { createAuthClient } from './createAuthClient.ts';
import { DEFAULT_COOKIE_NAMES, DEFAULT_LIVE_API_URL, DEFAULT_TEST_API_URL, EMULATOR_PUBLIC_TOKEN } from '../protocol/constants.ts';
import { blockCookies, blockLocalStorage, fillLocalStorage } from '../../test/client/blockStorage.ts';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';
import { sessionCookies, signIn } from '../../test/client/signIn.ts';

const env = setupEmulatorClient();

afterEach(() => vi.restoreAllMocks());

function refusal(cookieOptions: Record<string, string>): Error {
  const fetchSpy = vi.fn<typeof fetch>();
  try {
    createAuthClient(EMULATOR_PUBLIC_TOKEN, { cookieOptions, fetch: fetchSpy, autoRefresh: false }).dispose();
  } catch (error) {
    expect(isAuthError(error, 'usage_error')).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    return error as Error;
  }
  throw new Error('createAuthClient accepted the cookie options');
}

describe('createAuthClient cookie options', () => {
  it('refuses a domain or path that would add cookie attributes, before any cookie is written', () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    expect(refusal({ domain: 'example.com; SameSite=None' }).message).toBe(
      'Invalid call to createAuthClient\ncookieOptions.domain must not contain ";"',
    );
    expect(refusal({ path: '/app, /other', domain: 'example.com\r\n' }).message).toBe(
      'Invalid call to createAuthClient\ncookieOptions.path must not contain ","\ncookieOptions.domain must not contain a control character',
    );
    expect(refusal({ path: '/my app' }).message).toBe('Invalid call to createAuthClient\ncookieOptions.path must not contain whitespace');
    expect(refusal({ jwtCookieName: 'jwt;Domain=evil.example' }).message).toContain('cookieOptions.jwtCookieName must not contain ";"');
    expect(cookieWrites).not.toHaveBeenCalled();
  });

  it('takes plain domains and paths', () => {
    const client = createAuthClient(EMULATOR_PUBLIC_TOKEN, {
      cookieOptions: { domain: '.localhost', path: '/app' },
      fetch: vi.fn<typeof fetch>(async () => new Response('{}')),
      autoRefresh: false,
    });
    client.dispose();
  });
});

describe('createAuthClient public token', () => {
  /** The origins a client's calls go to (the search, and the telemetry and bootstrap beside it). */
  function originsOf(publicToken: string, endpoints?: Record<string, string>) {
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({ status_code: 200, data: { userType: 'new' } }));
    const client = createAuthClient(publicToken, { fetch: fetchSpy, autoRefresh: false, ...(endpoints ? { endpoints } : {}) });
    // Disposed with its test: a client made without a session cookie reads localStorage once the page is idle, which
    // must not happen in a later test that blocks storage.
    onTestFinished(() => client.dispose());
    return {
      client,
      async call() {
        await client.user.search('ada@example.com').catch(() => {});
        return [...new Set(fetchSpy.mock.calls.map(([input]) => new URL(String(input)).origin))];
      },
    };
  }

  it('warns about a token without the public-token- prefix and goes on, as a live token, to the provider\'s live API', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, call } = originsOf('abc123');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('should start with "public-token-"');
    expect(await call()).toEqual([DEFAULT_LIVE_API_URL]);
    client.dispose();
  });

  it('sends a live token to the provider\'s live API unless endpoints.liveApiUrl says otherwise; a test token to the emulator', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await originsOf('public-token-live-abc').call()).toEqual([DEFAULT_LIVE_API_URL]);
    expect(await originsOf('public-token-live-abc', { liveApiUrl: 'https://auth.example.com/' }).call()).toEqual(['https://auth.example.com']);
    expect(await originsOf(EMULATOR_PUBLIC_TOKEN).call()).toEqual([DEFAULT_TEST_API_URL]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('createAuthClient where the browser refuses storage', () => {
  /** A client on the emulator with its warnings recorded, and console.warn's lines. */
  function watchedClient(cookieOptions?: Record<string, string>) {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = env.client(cookieOptions ? { cookieOptions } : {});
    const warnings: StorageWarning[] = [];
    client.onWarning((w) => warnings.push(w));
    return { client, warnings, lines: () => warn.mock.calls.map(([line]) => String(line)) };
  }

  it('is created where cookies and localStorage throw on access, and signs in with the session in memory', async () => {
    blockCookies();
    blockLocalStorage();
    const { client, warnings, lines } = watchedClient();
    // Both were met while the client was created; the listener added afterwards is told them.
    await vi.waitFor(() => expect(warnings.map((w) => w.kind).sort()).toEqual(['cookies_blocked', 'storage_blocked']));
    const late: string[] = [];
    client.onWarning((w) => late.push(w.kind));
    expect(late.sort()).toEqual(['cookies_blocked', 'storage_blocked']);
    const answer = await signIn(client);
    expect(client.session.getSync()?.session_id).toBe(answer.session.session_id);
    // The session in memory carries the next calls.
    const again = await client.session.authenticate();
    expect(again.session.session_id).toBe(answer.session.session_id);
    expect(warnings).toHaveLength(2);
    expect(lines()).toHaveLength(2);
    for (const line of lines()) expect(line).not.toContain(answer.session_token);
  });

  it('signs in with a full localStorage: the cookies written, the shared state in memory, one warning', async () => {
    fillLocalStorage();
    const { client, warnings, lines } = watchedClient();
    const answer = await signIn(client);
    expect(sessionCookies().session).toBe(answer.session_token);
    expect(client.session.getSync()?.session_id).toBe(answer.session.session_id);
    expect(localStorage.getItem(`authwidget_session::${env.emulator.publicToken}`)).toBeNull();
    await client.session.authenticate();
    await vi.waitFor(() => expect(warnings.map((w) => w.kind)).toEqual(['storage_full']));
    expect(lines()).toEqual([warnings[0]?.message]);
  });

  it('says once which cookie the browser refused and why, and signs in with it in memory', async () => {
    // A domain that does not cover the page: the browser drops every cookie written with it.
    const { client, warnings, lines } = watchedClient({ domain: 'example.com' });
    const answer = await signIn(client);
    expect(sessionCookies().session).toBeNull();
    expect(client.session.getTokens()?.session_token).toBe(answer.session_token);
    expect((await client.session.authenticate()).session.session_id).toBe(answer.session.session_id);
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings).toEqual([
      {
        kind: 'cookie_refused',
        cookie: DEFAULT_COOKIE_NAMES.opaqueToken,
        message: expect.stringContaining('cookieOptions.domain (example.com) does not cover this host (localhost)'),
      },
    ]);
    expect(lines()).toEqual([warnings[0]?.message]);
    expect(lines()[0]).toContain(DEFAULT_COOKIE_NAMES.opaqueToken);
    expect(lines()[0]).not.toContain(answer.session_token);
  });

  it('warns of nothing where the browser keeps everything', async () => {
    const { client, warnings, lines } = watchedClient();
    await signIn(client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings).toEqual([]);
    expect(lines()).toEqual([]);
  });
});
