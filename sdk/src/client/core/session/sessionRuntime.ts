import { AuthError, isAuthError } from '../AuthError.ts';
import { clientMessages } from '../messages.ts';
import { UNRECOVERABLE_ERROR_TYPES } from '../../../protocol/callWire.ts';
import { INTERMEDIATE_SESSION_COOKIE_MINUTES, SESSION_REFRESH_INTERVAL_MS } from './sessionTiming.ts';
import type { AuthenticateResponse, User } from '../../../protocol/types.ts';
import { userOf, type AnswerWithUser } from '../userOf.ts';
import { createCookieJar, type CookieJar } from './cookieJar.ts';
import { sessionCookieLifetime } from './cookieLifetime.ts';
import { createSafeStorage, type SafeStorage } from './safeStorage.ts';
import { authenticateSession, revokeSession, type SessionCallNetwork } from './sessionCalls.ts';
import type { SessionCore, SessionSnapshot, StoredState } from './sessionCore.ts';

/** The largest backoff exponent. */
const MAX_BACKOFF_ATTEMPT = 7;
/** How far a retry may move from its nominal time, so tabs do not refresh in lockstep. */
const BACKOFF_JITTER_MS = 175;

/**
 * How long a tab waits for the session cookie that another tab's sign-in wrote, after the `storage` event said so.
 * Browsers give no order between the two: Firefox, and Chromium at times, fire the event before the cookie is
 * visible to this tab, so the tab looks again (every 50 ms, up to 3 s) instead of concluding it is signed out.
 */
const FOLLOW_COOKIE_RETRY_MS = 50;
const FOLLOW_COOKIE_TRIES = 60;

/** Delay before refresh retry number `attempt` (0-based): 2000·2^min(attempt, 7) ± about 175 ms. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = 2000 * 2 ** Math.min(attempt, MAX_BACKOFF_ATTEMPT);
  return Math.round(base + (random() * 2 - 1) * BACKOFF_JITTER_MS);
}

/** True for the error types that end a session. */
export function isUnrecoverable(error: unknown): boolean {
  return (
    isAuthError(error, 'api_error') &&
    (UNRECOVERABLE_ERROR_TYPES as readonly string[]).includes(error.errorType ?? '')
  );
}

/**
 * What the session does after it was read at start (`SessionManager`): every write of its cookies and shared state,
 * with the page's memory where the browser refuses them (and the warnings that say so), the background refresh, the
 * following of other tabs, authenticate and revoke. It comes with the request parts, which any call that can change
 * the session loads before it sends, so no first load pays for it; the manager hands it what waited for it, in order.
 */
export class SessionRuntime {
  /** localStorage, or memory where the browser refuses it: the session's shared state, and the PKCE pairs. */
  readonly storage: SafeStorage;
  readonly cookies: CookieJar;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private refreshAttempt = 0;
  private followTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly core: SessionCore,
    private readonly network: SessionCallNetwork,
  ) {
    this.storage = createSafeStorage(core.warnings);
    this.cookies = createCookieJar(core.cookieScope, core.warnings, (name) => core.readCookie(name));
  }

  currentToken(): string | null {
    return this.core.currentToken();
  }

  /**
   * Applies an authentication answer (`README.md` has the rules): with a full session the session cookies are
   * written and the intermediate cookie removed; with only an intermediate token, it is kept and the session
   * cookies removed; with neither, everything is removed.
   */
  applyResponse(response: Partial<AuthenticateResponse> & AnswerWithUser): void {
    const { store, names } = this.core;
    const user = userOf(response);
    if (response.session_token && response.session_jwt && response.session && user) {
      const snapshot: SessionSnapshot = {
        user,
        session: response.session,
        tokens: { session_token: response.session_token, session_jwt: response.session_jwt },
      };
      // The next refresh is set first, so nothing that goes wrong below leaves the session without one.
      this.refreshAttempt = 0;
      if (this.core.autoRefresh) this.scheduleRefresh(SESSION_REFRESH_INTERVAL_MS);
      const lifetime = sessionCookieLifetime(snapshot.session);
      this.cookies.write(names.opaqueToken, snapshot.tokens.session_token, lifetime);
      // Written apart from the token, as the reference SDK does: a JWT too large for a cookie leaves the token's
      // cookie, from which the next page gets a new JWT (start refreshes the session).
      this.cookies.write(names.jwt, snapshot.tokens.session_jwt, lifetime, true);
      this.cookies.remove(names.intermediateToken);
      store.set(this.core.intermediateTokenAtom, null);
      store.set(this.core.snapshotAtom, snapshot);
      this.writeStored({ user: snapshot.user, session: snapshot.session });
    } else if (response.intermediate_session_token) {
      this.clearSessionCookies();
      // A lifetime, not a time of the local clock, like the session cookies' (see sessionCookieLifetime).
      this.cookies.write(names.intermediateToken, response.intermediate_session_token, {
        maxAge: INTERMEDIATE_SESSION_COOKIE_MINUTES * 60,
      });
      store.set(this.core.intermediateTokenAtom, response.intermediate_session_token);
      store.set(this.core.snapshotAtom, null);
      this.writeStored(null);
    } else {
      this.destroy();
    }
  }

  /** Replaces the user (after `users/me` or a factor deletion) without touching the session. */
  setUser(user: User): void {
    const snapshot = this.core.getSnapshot();
    if (!snapshot) return;
    const next = { ...snapshot, user };
    this.core.store.set(this.core.snapshotAtom, next);
    this.writeStored({ user, session: next.session });
  }

  /** Forgets the session everywhere: atoms, cookies, other tabs, and the refresh timer; the intermediate token too. */
  destroy(): void {
    this.destroySession();
    this.cookies.remove(this.core.names.intermediateToken);
    this.core.store.set(this.core.intermediateTokenAtom, null);
  }

  /** Forgets the session (atoms, session cookies, other tabs, refresh timer) and keeps an intermediate token. */
  destroySession(): void {
    this.stopRefresh();
    this.clearSessionCookies();
    this.core.store.set(this.core.snapshotAtom, null);
    this.writeStored(null);
  }

  /** `POST /sessions/authenticate` (`authenticateSession`). */
  authenticate(options: { session_duration_minutes?: number }): Promise<AuthenticateResponse> {
    return authenticateSession(this, this.network, options);
  }

  /**
   * `POST /sessions/revoke` (`revokeSession`): clears on success; on failure only with `forceClear` or an
   * unrecoverable error.
   */
  async revoke(options: { forceClear?: boolean }): Promise<void> {
    if (!this.currentToken()) {
      // Nothing to revoke on the provider's side; what this tab still shows of a session goes.
      this.destroy();
      throw new AuthError('no_current_session', clientMessages.noCurrentSession);
    }
    return revokeSession(this, this.network, options);
  }

  /** Ends the session when `error` is unrecoverable (or `always`); what callers get: an AuthError, `other` around anything else. */
  failed(error: unknown, always = false): AuthError {
    if (always || isUnrecoverable(error)) this.destroy();
    return isAuthError(error) ? error : new AuthError('other', String(error), { cause: error });
  }

  /** Another tab changed the shared state: follow it, unless this tab's session lives in its memory alone. */
  otherTabChanged(): void {
    // A session whose cookie the browser refused lives in this tab alone: no other tab can hold it or end it (a tab
    // opened next finds no cookie, so it clears the shared state at start), so this tab goes its own way.
    if (this.cookies.kept(this.core.names.opaqueToken)) return;
    // Another tab could write it, so its value is newer than one this tab had to keep in memory.
    this.storage.forget(this.core.storageKey);
    this.followOtherTab();
  }

  /** Stops timers (the client is being disposed). */
  dispose(): void {
    this.stopRefresh();
    clearTimeout(this.followTimer);
  }

  scheduleRefresh(delay: number): void {
    this.stopRefresh();
    if (this.core.disposed) return;
    this.refreshTimer = setTimeout(() => void this.refresh(), delay);
  }

  private stopRefresh(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  /**
   * One background refresh: on success the next in 180000 ms; on any failure a retry with backoff, whatever threw
   * (the call, applying its answer, a write to storage). Only an ended session gets no next one: an unrecoverable
   * error (authenticate() destroyed the session; subscribers see the logout), a log out meanwhile, a disposed client.
   */
  private async refresh(): Promise<void> {
    this.refreshTimer = null;
    let next: number | null = SESSION_REFRESH_INTERVAL_MS;
    try {
      if (!this.currentToken()) return;
      await this.authenticate({});
      this.refreshAttempt = 0;
    } catch (error) {
      next = isUnrecoverable(error) ? null : backoffDelay(this.refreshAttempt++);
    } finally {
      // A refresh already set (by the answer applied, or by another tab's sign-in followed meanwhile) stands.
      if (next !== null && !this.refreshTimer && this.currentToken()) this.scheduleRefresh(next);
    }
  }

  /**
   * Follows what another tab stored: its session once its cookie is visible here too (see FOLLOW_COOKIE_TRIES),
   * or the end of the session. The latest event wins: a newer one cancels the wait for an older one's cookie.
   */
  private followOtherTab(tries = FOLLOW_COOKIE_TRIES): void {
    clearTimeout(this.followTimer);
    const { store, names } = this.core;
    const stored = this.readStored();
    const token = this.cookies.read(names.opaqueToken);
    if (stored && token) {
      store.set(this.core.snapshotAtom, {
        ...stored,
        tokens: { session_token: token, session_jwt: this.cookies.read(names.jwt) ?? '' },
      });
      if (this.core.autoRefresh) this.scheduleRefresh(SESSION_REFRESH_INTERVAL_MS);
    } else if (stored && tries > 1) {
      this.followTimer = setTimeout(() => this.followOtherTab(tries - 1), FOLLOW_COOKIE_RETRY_MS);
    } else {
      this.stopRefresh();
      store.set(this.core.snapshotAtom, null);
    }
  }

  private clearSessionCookies(): void {
    this.cookies.remove(this.core.names.opaqueToken);
    this.cookies.remove(this.core.names.jwt);
  }

  private readStored(): StoredState | null {
    try {
      const raw = this.storage.get(this.core.storageKey);
      return raw ? (JSON.parse(raw) as StoredState) : null;
    } catch {
      return null;
    }
  }

  private writeStored(state: StoredState | null): void {
    if (state) this.storage.set(this.core.storageKey, JSON.stringify(state));
    else this.storage.remove(this.core.storageKey);
  }
}
