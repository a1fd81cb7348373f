import type { createStore, PrimitiveAtom } from 'jotai/vanilla';
import type { Session, SessionTokens, User } from '../../../protocol/types.ts';
import type { CookieAttributes } from './cookies.ts';
import type { StorageWarnings } from './storageWarnings.ts';

/** What the session manager holds: the signed-in user, their session and its tokens. */
export interface SessionSnapshot {
  user: User;
  session: Session;
  tokens: SessionTokens;
}

/** The shared state kept in localStorage so other tabs follow a login or logout. */
export interface StoredState {
  user: User;
  session: Session;
}

/**
 * What the session's lazily loaded part (`sessionRuntime.ts`) reads of the manager that loads it: a type of its own,
 * since the manager's module leads to that part's loader.
 */
export interface SessionCore {
  readonly store: ReturnType<typeof createStore>;
  readonly snapshotAtom: PrimitiveAtom<SessionSnapshot | null>;
  readonly intermediateTokenAtom: PrimitiveAtom<string | null>;
  readonly names: { opaqueToken: string; jwt: string; intermediateToken: string };
  readonly cookieScope: Pick<CookieAttributes, 'path' | 'domain'>;
  readonly storageKey: string;
  readonly autoRefresh: boolean;
  readonly warnings: StorageWarnings;
  readonly disposed: boolean;
  getSnapshot(): SessionSnapshot | null;
  currentToken(): string | null;
  /** `readCookie` of the first load, for the lazy part's cookie jar (which then shares no module with it). */
  readCookie(name: string): string | null;
}
