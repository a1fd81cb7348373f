import { DEFAULT_COOKIE_NAMES } from '../../src/protocol/constants.ts';
import type { AuthClient } from '../../src/client/createAuthClient.ts';

/** A password every policy of the emulator accepts (zxcvbn score 4, all four LUDS classes, not breached). */
export const STRONG_PASSWORD = 'Quartz-Lantern-Orbit-97!';

/** Signs a new user up with a password: the quickest way to a session for tests of session-only calls. */
export async function signIn(client: AuthClient, email = 'ada@example.com') {
  return client.passwords.create({ email, password: STRONG_PASSWORD, session_duration_minutes: 60 });
}

/** The session cookies (token, JWT, intermediate token) as this page sees them (null when absent). */
export function sessionCookies(): { session: string | null; jwt: string | null; intermediate: string | null } {
  const jar = new Map(
    document.cookie
      .split(';')
      .map((part) => part.trim().split('=') as [string, string | undefined])
      .filter(([name]) => name !== '')
      .map(([name, value]) => [name, value ?? ''] as const),
  );
  return {
    session: jar.get(DEFAULT_COOKIE_NAMES.opaqueToken) || null,
    jwt: jar.get(DEFAULT_COOKIE_NAMES.jwt) || null,
    intermediate: jar.get(DEFAULT_COOKIE_NAMES.intermediateToken) || null,
  };
}
