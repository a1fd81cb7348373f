import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A reference headless client, as `window.Reference.headless()` makes it. */
export type ReferenceClient = ReturnType<Window['Reference']['headless']>;

declare global {
  interface Window {
    /** The reference client of the headless specs, kept on the page so successive `evaluate`s share it. */
    ref: ReferenceClient;
  }
}

/** The page's window as the headless specs use it. */
export type ReferenceWindow = Window;

/** A strong password for the emulator's zxcvbn policy. */
export const STRONG_PASSWORD = 'Plaid-Harbour-Quiet-Lantern-42';

/** What the reference client holds after a call: its session, its user, its tokens and the page's cookies. */
export interface ReferenceState {
  session: Record<string, any> | null;
  user: Record<string, any> | null;
  tokens: { session_token: string; session_jwt: string } | null;
  cookies: Record<string, string>;
}

/** Makes a fresh reference headless client on the page, as `window.ref`. */
export async function newReferenceClient(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as ReferenceWindow).ref = window.Reference.headless();
  });
}

/** Reads the reference client's state and the page's cookies. */
export function referenceState(page: Page): Promise<ReferenceState> {
  return page.evaluate(() => {
    const { ref } = window as ReferenceWindow;
    const cookies = Object.fromEntries(
      document.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]),
    );
    return {
      session: ref.session.getSync() as Record<string, any> | null,
      user: ref.user.getSync() as Record<string, any> | null,
      tokens: ref.session.getTokens(),
      cookies,
    };
  });
}

/**
 * The state the reference SDK holds after a call that signs in: a session and the same user, and the session
 * cookies holding the tokens it keeps. Returns the state for further checks.
 */
export async function expectReferenceSignedIn(page: Page): Promise<ReferenceState> {
  const state = await referenceState(page);
  expect(state.session?.session_id, 'session').toBeTruthy();
  expect(state.user?.user_id, 'user').toBe(state.session?.user_id);
  expect(state.tokens?.session_token).toBeTruthy();
  expect(state.cookies.stytch_session).toBe(state.tokens?.session_token);
  expect(state.cookies.stytch_session_jwt).toBe(state.tokens?.session_jwt);
  return state;
}

/** The state after a logout: no session, no user, no session cookies. */
export async function expectReferenceSignedOut(page: Page): Promise<void> {
  const state = await referenceState(page);
  expect(state.session).toBeNull();
  expect(state.user).toBeNull();
  expect(state.cookies.stytch_session).toBeUndefined();
  expect(state.cookies.stytch_session_jwt).toBeUndefined();
}

/** Signs a new user up with the reference client's `passwords.create`: the usual way a spec gets a session. */
export async function referenceSignUp(page: Page, email: string): Promise<ReferenceState> {
  await page.evaluate(
    ({ email, password }) =>
      (window as ReferenceWindow).ref.passwords.create({ email, password, session_duration_minutes: 60 }),
    { email, password: STRONG_PASSWORD },
  );
  return expectReferenceSignedIn(page);
}

/** The `token` query parameter of a link (magic link, reset link, OAuth redirect). */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
