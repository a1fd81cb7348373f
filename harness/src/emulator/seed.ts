import type { Emulator } from './server.ts';
import { mintJwt, startSession } from './sessions.ts';

/**
 * Creates a user with an email and a live session directly in the emulator's store: a signed-in user for tests
 * that are not about how the user signed in.
 */
export async function seedSession(emulator: Emulator, email = 'ada@example.com', minutes = 30) {
  const { user } = emulator.store.userForEmail(email);
  const session = startSession(
    emulator.store,
    user,
    { type: 'magic_link', delivery_method: 'email', email_factor: { email_address: email }, last_authenticated_at: emulator.store.nowIso() },
    minutes,
  );
  return { user, session, sessionToken: session.session_token, sessionJwt: await mintJwt(emulator.store, emulator.runtime, session) };
}
