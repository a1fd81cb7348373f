import { atom, type createStore } from 'jotai/vanilla';
import { AuthError } from '../AuthError.ts';
import { clientMessages } from '../messages.ts';
import { DEFAULT_COOKIE_NAMES, PROVIDER_PREFIX } from '../../../protocol/constants.ts';
import { loadRequestParts, whenIdle } from '../network/loadRequestParts.ts';
import type { Network } from '../network/Network.ts';
import type { AuthenticateResponse, User } from '../../../protocol/types.ts';
import type { CookieOptions } from '../types.ts';
import type { AnswerWithUser } from '../userOf.ts';
import { readCookie } from './cookies.ts';
import type { SessionCore, SessionSnapshot, StoredState } from './sessionCore.ts';
import type { SessionRuntime } from './sessionRuntime.ts';
import { createStorageWarnings } from './storageWarnings.ts';

export type { SessionSnapshot } from './sessionCore.ts';

type Store = ReturnType<typeof createStore>;

export interface SessionManagerOptions {
  store: Store;
  publicToken: string;
  cookieOptions?: CookieOptions;
  autoRefresh?: boolean;
}

/**
 * Holds the user, the session and its tokens in jotai atoms, and keeps them in step with its cookies, with other tabs
 * (localStorage `storage` events) and with the provider (background refresh). At start it only reads: the session
 * cookie, and the shared state when there is one, so `session.getSync()` and the first render are right. Everything that writes or
 * runs later is the session runtime (`sessionRuntime.ts`), which comes with the request parts: a change of the session
 * waits for it (an authenticate's cookies are written before its call resolves), and what the start found to do (a
 * stale state to clear, the first refresh, another tab's change) waits in order until it is here.
 * Where the browser refuses its cookies or localStorage, the state stays in this page's memory (`warnings` says
 * so), and every error it hands a caller is an AuthError.
 */
export class SessionManager implements SessionCore {
  readonly snapshotAtom = atom<SessionSnapshot | null>(null);
  readonly intermediateTokenAtom = atom<string | null>(null);
  readonly store: Store;
  /** The storage warnings of this client (`client.onWarning`). */
  readonly warnings = createStorageWarnings();
  readonly names: SessionCore['names'];
  readonly cookieScope: SessionCore['cookieScope'];
  readonly storageKey: string;
  readonly autoRefresh: boolean;
  disposed = false;
  private network: Network | null = null;
  private runtime: SessionRuntime | null = null;
  /** What waits for the runtime, in the order it was asked for. */
  private readonly waiting: ((runtime: SessionRuntime) => void)[] = [];
  private readonly cleanups: (() => void)[] = [];
  /** Start found no session cookie and has yet to look for what an ended session left (`clearLeftovers`). */
  private leftovers = false;

  constructor(options: SessionManagerOptions) {
    this.store = options.store;
    const cookies = options.cookieOptions ?? {};
    this.names = {
      opaqueToken: cookies.opaqueTokenCookieName ?? DEFAULT_COOKIE_NAMES.opaqueToken,
      jwt: cookies.jwtCookieName ?? DEFAULT_COOKIE_NAMES.jwt,
      intermediateToken: cookies.istCookieName ?? DEFAULT_COOKIE_NAMES.intermediateToken,
    };
    this.cookieScope = { path: cookies.path, domain: cookies.domain };
    this.storageKey = `${PROVIDER_PREFIX}_session::${options.publicToken}`;
    this.autoRefresh = options.autoRefresh ?? typeof window !== 'undefined';
  }

  /** Connects the network and reads the state this browser already has. */
  start(network: Network): void {
    this.network = network;
    const token = this.cookie(this.names.opaqueToken);
    const intermediate = this.cookie(this.names.intermediateToken);
    if (intermediate) this.store.set(this.intermediateTokenAtom, intermediate);
    if (!token) {
      // No session cookie: whatever was cached, and a JWT cookie left behind, belong to an ended session. An
      // intermediate token is not a session: it stays, for the flow that wrote it to finish (as the reference SDK
      // keeps it), and expires with its own cookie. Looking for them waits for the page to be idle, as clearing them
      // does: a page's first read of localStorage is slow (the browser opens the origin's storage for it), and
      // nothing on the first screen needs what it holds without a session.
      this.leftovers = true;
      whenIdle(() => {
        this.clearLeftovers();
        if (this.waiting.length > 0) void this.loadRuntime().catch(() => {});
      });
    } else {
      const stored = this.stored();
      let cached: StoredState | null = null;
      try {
        cached = stored ? (JSON.parse(stored) as StoredState) : null;
      } catch {
        // An unreadable cache is no cache: the refresh brings the session.
      }
      const jwt = this.cookie(this.names.jwt) ?? '';
      if (cached) this.store.set(this.snapshotAtom, { ...cached, tokens: { session_token: token, session_jwt: jwt } });
      // The first refresh starts at once, as it always did: it loads the runtime with the call's own parts.
      if (this.autoRefresh) this.later((runtime) => runtime.scheduleRefresh(0), true);
    }
    if (typeof window !== 'undefined') {
      const onStorage = (event: StorageEvent) => {
        if (event.key === this.storageKey) this.later((runtime) => runtime.otherTabChanged(), true);
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
    return this.getSnapshot()?.tokens.session_token ?? this.cookie(this.names.opaqueToken);
  }

  readCookie(name: string): string | null {
    return readCookie(name);
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
   * Applies an authentication answer (`SessionRuntime.applyResponse`): at once when the runtime is here, else once
   * it is; the promise resolves when the cookies are written, so a caller that goes to the next page goes signed in.
   */
  applyResponse(response: Partial<AuthenticateResponse> & AnswerWithUser): Promise<void> {
    return this.withRuntime((runtime) => runtime.applyResponse(response));
  }

  /** Replaces the user (after `users/me` or a factor deletion) without touching the session. */
  setUser(user: User): Promise<void> {
    return this.withRuntime((runtime) => runtime.setUser(user));
  }

  /**
   * `POST /sessions/authenticate`, made again when the session changed while it was in flight (a login in another
   * tab); an unrecoverable error ends the session. Rejects with AuthErrors only.
   */
  async authenticate(options: { session_duration_minutes?: number } = {}): Promise<AuthenticateResponse> {
    return (await this.loadRuntime()).authenticate(options);
  }

  /**
   * `POST /sessions/revoke`: clears on success; on failure only with `forceClear` or an unrecoverable error. Without
   * a session it fails with `no_current_session` and sends nothing.
   */
  async revoke(options: { forceClear?: boolean } = {}): Promise<void> {
    return (await this.loadRuntime()).revoke(options);
  }

  /**
   * The session runtime, loaded once with the request parts; what waited for it runs first, in order. Parts that
   * cannot be fetched fail as a call that cannot reach the provider, and the next caller loads them again.
   */
  loadRuntime(): Promise<SessionRuntime> {
    if (this.runtime) return Promise.resolve(this.runtime);
    const network = this.network;
    // A manager used before start() is a client not made by createAuthClient.
    if (!network) return Promise.reject(new AuthError('sdk_not_configured', clientMessages.sdkNotConfigured));
    return loadRequestParts().then(
      (parts) => {
        if (!this.runtime) {
          // A runtime that comes before the page is idle finds what start left to look for done first.
          this.clearLeftovers();
          const runtime = new parts.SessionRuntime(this, network);
          this.runtime = runtime;
          for (const task of this.waiting.splice(0)) task(runtime);
        }
        return this.runtime;
      },
      (cause: unknown) => {
        throw new AuthError('network_error', clientMessages.networkError, { cause });
      },
    );
  }

  /** Stops timers and listeners (the client is being disposed). */
  dispose(): void {
    this.disposed = true;
    this.runtime?.dispose();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /**
   * Clears what an ended session left (a cached state, a JWT cookie), looked for once, before the runtime is here:
   * the first thing the runtime does, ahead of what waited for it, as start found it before them. A session cookie
   * there by now is another tab's new session, not a leftover: its `storage` event brings it to this tab.
   */
  private clearLeftovers(): void {
    if (!this.leftovers || this.disposed) return;
    this.leftovers = false;
    if (this.cookie(this.names.opaqueToken) !== null) return;
    if (this.stored() !== null || this.cookie(this.names.jwt) !== null) this.waiting.unshift((runtime) => runtime.destroySession());
  }

  /** Runs `task` with the runtime: now when it is here, else in order once it is (`now`: load it at once). */
  private later(task: (runtime: SessionRuntime) => void, now = false): void {
    if (this.runtime) return task(this.runtime);
    this.waiting.push(task);
    if (now) void this.loadRuntime().catch(() => {});
  }

  private withRuntime(task: (runtime: SessionRuntime) => void): Promise<void> {
    if (!this.runtime) return this.loadRuntime().then(task);
    task(this.runtime);
    return Promise.resolve();
  }

  /** A cookie's value: through the runtime's cookie jar once it is here (it keeps what the browser refused). */
  private cookie(name: string): string | null {
    if (this.runtime) return this.runtime.cookies.read(name);
    try {
      return readCookie(name);
    } catch (error) {
      this.warnings.report('cookies_blocked', { cookie: name, error });
      return null;
    }
  }

  /** The shared state as stored, read before the runtime is here (it is read at start only). */
  private stored(): string | null {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage.getItem(this.storageKey);
    } catch (error) {
      this.warnings.report('storage_blocked', { error });
      return null;
    }
  }
}
