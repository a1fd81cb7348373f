import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAuthError } from './core/AuthError.ts';
import { createAuthClient } from './createAuthClient.ts';
import { DEFAULT_LIVE_API_URL, DEFAULT_TEST_API_URL, EMULATOR_PUBLIC_TOKEN } from '../protocol/constants.ts';

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
