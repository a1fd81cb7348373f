import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { DEFAULT_COOKIE_NAMES } from '../../../protocol/constants.ts';
import { createAuthClient, type AuthClient } from '../../createAuthClient.ts';
import { signIn } from '../../../../test/client/signIn.ts';
import { sessionCookieLifetime } from './cookieLifetime.ts';
import { readCookie } from './cookies.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('sessionCookieLifetime', () => {
  it('is what the session has left by the provider\'s clock, in whole seconds', () => {
    expect(sessionCookieLifetime({ last_accessed_at: '2030-01-01T00:00:00.000Z', expires_at: '2030-01-01T00:30:00.000Z' })).toEqual({ maxAge: 1800 });
    expect(sessionCookieLifetime({ last_accessed_at: '2030-01-01T00:00:00.900Z', expires_at: '2030-01-01T00:30:00.000Z' })).toEqual({ maxAge: 1799 });
  });

  it('is at least a second, so the cookie is written at all', () => {
    expect(sessionCookieLifetime({ last_accessed_at: '2030-01-01T00:30:00Z', expires_at: '2030-01-01T00:30:00Z' })).toEqual({ maxAge: 1 });
  });

  it('falls back to the absolute expiry without a usable last_accessed_at, and to a browser-session cookie without either', () => {
    expect(sessionCookieLifetime({ last_accessed_at: '', expires_at: '2030-01-01T00:30:00Z' })).toEqual({ expires: new Date('2030-01-01T00:30:00Z') });
    expect(sessionCookieLifetime({ last_accessed_at: 'soon', expires_at: 'later' })).toEqual({});
  });
});

// The provider's clock stays real while the test moves the page's: the emulator runs in this process, so it gets
// the real clock taken before any test fakes Date.
const realNow = Date.now.bind(Date);
let emulator: Emulator;
const ready = startEmulator({ port: 0, clock: { now: realNow } }).then((e) => (emulator = e));
afterAll(async () => (await ready).stop());

let client: AuthClient | null = null;
beforeEach(async () => {
  await ready;
  emulator.reset();
  localStorage.clear();
  for (const name of Object.values(DEFAULT_COOKIE_NAMES)) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});
afterEach(async () => {
  await client?.flushEvents();
  client?.dispose();
  client = null;
  vi.useRealTimers();
});

describe('session cookies on a page whose clock is off', () => {
  for (const [label, skew] of [
    ['two hours fast', 2 * HOUR],
    ['two hours slow', -2 * HOUR],
  ] as const) {
    it(`last the session's own hour when the page's clock is ${label}`, async () => {
      const start = realNow() + skew;
      vi.useFakeTimers({ now: start, toFake: ['Date'] });
      client = createAuthClient(emulator.publicToken, { endpoints: { testApiUrl: emulator.url }, autoRefresh: false });
      // A 60-minute session, signed in over HTTP; the answer's times are the provider's.
      const answer = await signIn(client);
      expect(Math.abs(Date.parse(answer.session.expires_at) - (realNow() + HOUR))).toBeLessThan(MINUTE);
      const tokens = client.session.getTokens();
      expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBe(tokens?.session_token);
      expect(readCookie(DEFAULT_COOKIE_NAMES.jwt)).toBe(tokens?.session_jwt);
      // The browser drops them an hour later by the page's clock, not by the provider's.
      vi.setSystemTime(start + 58 * MINUTE);
      expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBe(tokens?.session_token);
      vi.setSystemTime(start + 61 * MINUTE);
      expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBeNull();
      expect(readCookie(DEFAULT_COOKIE_NAMES.jwt)).toBeNull();
    });
  }
});
