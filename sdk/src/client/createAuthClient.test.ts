import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAuthError } from './core/AuthError.ts';
import { createAuthClient } from './createAuthClient.ts';
import { EMULATOR_PUBLIC_TOKEN } from '../protocol/constants.ts';

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
