import { atom, type createStore } from 'jotai/vanilla';
import { AuthError, isAuthError } from '../AuthError.ts';
import { clientMessages } from '../messages.ts';
import { DEFAULT_COOKIE_NAMES, PROVIDER_PREFIX, UNRECOVERABLE_ERROR_TYPES } from '../../../protocol/constants.ts';
import { INTERMEDIATE_SESSION_COOKIE_MINUTES, SESSION_REFRESH_INTERVAL_MS } from '../constants.ts';
import { loadRequestParts } from '../network/loadRequestParts.ts';
import type { Network } from '../network/Network.ts';
import type { AuthenticateResponse, Session, SessionTokens, User } from '../../../protocol/types.ts';
import type { CookieOptions } from '../types.ts';
import { userOf, type AnswerWithUser } from '../userOf.ts';
import { createCookieJar, type CookieJar } from './cookieJar.ts';
import { sessionCookieLifetime } from './cookieLifetime.ts';
import { createSafeStorage } from './safeStorage.ts';
import { createStorageWarnings } from './storageWarnings.ts';

type Store = ReturnType<typeof createStore>;

/** What the session manager holds: the signed-in user, their session and its tokens. */
export interface SessionSnapshot {
  user: User;
  session: Session;
  tokens: SessionTokens;
}

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

/** The shared state kept in localStorage so other tabs follow a login or logout. */
interface StoredState {
  user: User;
  session: Session;
}

export interface SessionManagerOptions {
  store: Store;
  publicToken: string;
  cookieOptions?: CookieOptions;
  autoRefresh?: boolean;
}

/**
 * Holds the user, the session and its tokens in jotai atoms, and keeps them in step with its cookies, with other tabs (localStorage `storage` events) and with the provider (background refresh).
 * Where the browser refuses its cookies or localStorage, the state stays in this page's memory (`warnings` says
 * so), and every error it hands a caller is an AuthError.
 */
export class SessionManager {
  readonly snapshotAtom = atom<SessionSnapshot | null>(null);
  readonly intermediateTokenAtom = atom<string | null>(null);
  readonly store: Store;
  /** The storage warnings of this client (`client.onWarning`). */
  readonly warnings = createStorageWarnings();
  /** localStorage, or memory where the browser refuses it: the session's shared state, and the PKCE pairs. */
  readonly storage = createSafeStorage(this.warnings);
  private readonly cookies: CookieJar;
  private network: Network | null = null;
  private readonly names: { opaqueToken: string; jwt: string; intermediateToken: string };
  private readonly storageKey: string;
  private readonly autoRefresh: boolean;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private refreshAttempt = 0;
  private followTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly cleanups: (() => void)[] = [];
  private disposed = false;

  constructor(options: SessionManagerOptions) {
    this.store = options.store;
    const cookies = options.cookieOptions ?? {};
    this.names = {
      opaqueToken: cookies.opaqueTokenCookieName ?? DEFAULT_COOKIE_NAMES.opaqueToken,
      jwt: cookies.jwtCookieName ?? DEFAULT_COOKIE_NAMES.jwt,
      intermediateToken: cookies.istCookieName ?? DEFAULT_COOKIE_NAMES.intermediateToken,
    };
    this.cookies = createCookieJar({ path: cookies.path, domain: cookies.domain }, this.warnings);
    this.storageKey = `${PROVIDER_PREFIX}_session::${options.publicToken}`;
    this.autoRefresh = options.autoRefresh ?? typeof window !== 'undefined';
  }

  /** Connects the network and reads the state this browser already has. */
  start(network: Network): void {
    this.network = network;
    const token = this.cookies.read(this.names.opaqueToken);
    const intermediate = this.cookies.read(this.names.intermediateToken);
    if (intermediate) this.store.set(this.intermediateTokenAtom, intermediate);
    if (!token) {
      // No session cookie: whatever was cached, and a JWT cookie left behind, belong to an ended session. An
      // intermediate token is not a session: it stays, for the flow that wrote it to finish (as the reference SDK
      // keeps it), and expires with its own cookie.
      this.destroySession();
    } else {
      const cached = this.readStored();
      const jwt = this.cookies.read(this.names.jwt) ?? '';
      if (cached) this.store.set(this.snapshotAtom, { ...cached, tokens: { session_token: token, session_jwt: jwt } });
      if (this.autoRefresh) this.scheduleRefresh(0);
    }
    if (typeof window !== 'undefined') {
      const onStorage = (event: StorageEvent) => {
        // A session whose cookie the browser refused lives in this tab alone: no other tab can hold it or end it
        // (a tab opened next finds no cookie, so it clears the shared state at start), so this tab goes its own way.
        if (event.key !== this.storageKey || this.cookies.kept(this.names.opaqueToken)) return;
        // Another tab could write it, so its value is newer than one this tab had to keep in memory.
        this.storage.forget(this.storageKey);
        this.followOtherTab();
      };
      window.addEventListener('storage', onStorage);
      this.cleanups.push(() => window.removeEventListener('storage', onStorage));
    }
  }

  getSnapshot(): SessionSnapshot | null {
    return this.store.get(this.snapshotAtom);
  }

  /** The session token the next call should carry: the atom's, else a cookie another tab just wrote. */
  currentToken(): string | null {
    return this.getSnapshot()?.tokens.session_token ?? this.cookies.read(this.names.opaqueToken);
  }

  getIntermediateToken(): string | null {
    return this.store.get(this.intermediateTokenAtom);
  }

  /**
   * Calls back with the snapshot whenever it changes; returns the unsubscribe function. A callback that throws is
   * logged, as a DOM event listener's error is reported: it must not stop the sign-in or refresh that changed the
   * session halfway (jotai would rethrow it from the change).
   */
  subscribe(callback: (snapshot: SessionSnapshot | null) => void): () => void {
    return this.store.sub(this.snapshotAtom, () => {
      try {
        callback(this.getSnapshot());
      } catch (error) {
        console.error(error);
      }
    });
  }

  /**
   * Applies an authentication answer (`README.md` has the rules): with a full session the session cookies are
   * written and the intermediate cookie removed; with only an intermediate token, it is kept and the session
   * cookies removed; with neither, everything is removed.
   */
  applyResponse(response: Partial<AuthenticateResponse> & AnswerWithUser): void {
    const user = userOf(response);
    if (response.session_token && response.session_jwt && response.session && user) {
      const snapshot: SessionSnapshot = {
        user,
        session: response.session,
        tokens: { session_token: response.session_token, session_jwt: response.session_jwt },
      };
      // The next refresh is set first, so nothing that goes wrong below leaves the session without one.
      this.refreshAttempt = 0;
      if (this.autoRefresh) this.scheduleRefresh(SESSION_REFRESH_INTERVAL_MS);
      this.writeSessionCookies(snapshot);
      this.cookies.remove(this.names.intermediateToken);
      this.store.set(this.intermediateTokenAtom, null);
      this.store.set(this.snapshotAtom, snapshot);
      this.writeStored({ user: snapshot.user, session: snapshot.session });
    } else if (response.intermediate_session_token) {
      this.clearSessionCookies();
      // A lifetime, not a time of the local clock, like the session cookies' (see sessionCookieLifetime).
      this.cookies.write(this.names.intermediateToken, response.intermediate_session_token, {
        maxAge: INTERMEDIATE_SESSION_COOKIE_MINUTES * 60,
      });
      this.store.set(this.intermediateTokenAtom, response.intermediate_session_token);
      this.store.set(this.snapshotAtom, null);
      this.writeStored(null);
    } else {
      this.destroy();
    }
  }

  /** Replaces the user (after `users/me` or a factor deletion) without touching the session. */
  setUser(user: User): void {
    const snapshot = this.getSnapshot();
    if (!snapshot) return;
    const next = { ...snapshot, user };
    this.store.set(this.snapshotAtom, next);
    this.writeStored({ user, session: next.session });
  }

  /** Forgets the session everywhere: atoms, cookies, other tabs, and the refresh timer; the intermediate token too. */
  destroy(): void {
    this.destroySession();
    this.cookies.remove(this.names.intermediateToken);
    this.store.set(this.intermediateTokenAtom, null);
  }

  /** Forgets the session (atoms, session cookies, other tabs, refresh timer) and keeps an intermediate token. */
  private destroySession(): void {
    this.stopRefresh();
    this.clearSessionCookies();
    this.store.set(this.snapshotAtom, null);
    this.writeStored(null);
  }

  /**
   * `POST /sessions/authenticate`, made again when the session changed while it was in flight (a login in another
   * tab); an unrecoverable error ends the session. Rejects with AuthErrors only. The call itself
   * (`authenticateSession`) comes with the request parts, which every call loads before it sends.
   */
  async authenticate(options: { session_duration_minutes?: number } = {}): Promise<AuthenticateResponse> {
    const network = this.requireNetwork();
    return (await this.calls()).authenticateSession(this, network, options);
  }

  /**
   * `POST /sessions/revoke` (`revokeSession`): clears on success; on failure only with `forceClear` or an
   * unrecoverable error.
   */
  async revoke(options: { forceClear?: boolean } = {}): Promise<void> {
    const network = this.requireNetwork();
    if (!this.currentToken()) {
      // Nothing to revoke on the provider's side; what this tab still shows of a session goes.
      this.destroy();
      throw new AuthError('no_current_session', clientMessages.noCurrentSession);
    }
    return (await this.calls()).revokeSession(this, network, options);
  }

  /** Ends the session when `error` is unrecoverable (or `always`); what callers get: an AuthError, `other` around anything else. */
  failed(error: unknown, always = false): AuthError {
    if (always || isUnrecoverable(error)) this.destroy();
    return isAuthError(error) ? error : new AuthError('other', String(error), { cause: error });
  }

  /** The request parts, with the session's calls: parts that cannot be fetched fail as a call that cannot reach the provider. */
  private calls() {
    return loadRequestParts().catch((cause: unknown) => {
      throw new AuthError('network_error', clientMessages.networkError, { cause });
    });
  }

  /** Stops timers and listeners (the client is being disposed). */
  dispose(): void {
    this.disposed = true;
    this.stopRefresh();
    clearTimeout(this.followTimer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  private scheduleRefresh(delay: number): void {
    this.stopRefresh();
    if (this.disposed) return;
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
      await this.authenticate();
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
    const stored = this.readStored();
    const token = this.cookies.read(this.names.opaqueToken);
    if (stored && token) {
      this.store.set(this.snapshotAtom, {
        ...stored,
        tokens: { session_token: token, session_jwt: this.cookies.read(this.names.jwt) ?? '' },
      });
      if (this.autoRefresh) this.scheduleRefresh(SESSION_REFRESH_INTERVAL_MS);
    } else if (stored && tries > 1) {
      this.followTimer = setTimeout(() => this.followOtherTab(tries - 1), FOLLOW_COOKIE_RETRY_MS);
    } else {
      this.stopRefresh();
      this.store.set(this.snapshotAtom, null);
    }
  }

  /** The network start() connected; a manager used before it is a client not made by createAuthClient. */
  private requireNetwork(): Network {
    if (!this.network) throw new AuthError('sdk_not_configured', clientMessages.sdkNotConfigured);
    return this.network;
  }

  private writeSessionCookies(snapshot: SessionSnapshot): void {
    const lifetime = sessionCookieLifetime(snapshot.session);
    this.cookies.write(this.names.opaqueToken, snapshot.tokens.session_token, lifetime);
    // Written apart from the token, as the reference SDK does: a JWT too large for a cookie leaves the token's cookie,
    // from which the next page gets a new JWT (start refreshes the session).
    this.cookies.write(this.names.jwt, snapshot.tokens.session_jwt, lifetime, true);
  }

  private clearSessionCookies(): void {
    this.cookies.remove(this.names.opaqueToken);
    this.cookies.remove(this.names.jwt);
  }

  private readStored(): StoredState | null {
    try {
      const raw = this.storage.get(this.storageKey);
      return raw ? (JSON.parse(raw) as StoredState) : null;
    } catch {
      return null;
    }
  }

  private writeStored(state: StoredState | null): void {
    if (state) this.storage.set(this.storageKey, JSON.stringify(state));
    else this.storage.remove(this.storageKey);
  }
}
