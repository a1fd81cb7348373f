import type { Emulator } from '@auth-widget/harness';
import { DEFAULT_COOKIE_NAMES } from '@auth-widget/sdk/protocol';
import type { WebKitPage } from './webkitPage.ts';

/** A session as the emulator stores it. */
export type EmulatorSession = Emulator['store']['state']['sessions'][string];

/**
 * The emulator's live session behind the page's session cookie: the proof that a flow really signed in, rather
 * than only showing a success screen. Waits for the cookie, then fails when the emulator does not know its token,
 * or knows it as revoked or expired.
 */
export async function emulatorSessionOf(page: WebKitPage, emulator: Emulator): Promise<EmulatorSession> {
  const name = DEFAULT_COOKIE_NAMES.opaqueToken;
  const token = await page.waitFor(`the session cookie ${name}`, () => page.session.cookie(name));
  const session = Object.values(emulator.store.state.sessions).find((s) => s.session_token === token);
  if (!session) throw new Error(`the session cookie ${name} holds a token the emulator does not know`);
  if (session.revoked) throw new Error(`the emulator knows the session ${session.session_id} as revoked`);
  if (Date.parse(session.expires_at) <= Date.now()) throw new Error(`the session ${session.session_id} expired at ${session.expires_at}`);
  return session;
}
