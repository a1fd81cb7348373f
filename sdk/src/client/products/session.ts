import type { ClientContext } from '../core/context.ts';
import { checkUsage } from '../core/usage.ts';
import type { Session, SessionTokens } from '../../protocol/types.ts';

/** The `session` namespace: the current session, its tokens, changes, refresh and revoke. */
export function createSessionApi(ctx: ClientContext) {
  return {
    /** The current session, or null, without a network call. */
    getSync(): Session | null {
      return ctx.session.getSnapshot()?.session ?? null;
    },
    /** The session token and JWT, or null when signed out. */
    getTokens(): SessionTokens | null {
      return ctx.session.getSnapshot()?.tokens ?? null;
    },
    /** The intermediate session token of an unfinished multi-step login, or null. */
    getIntermediateSessionToken(): string | null {
      return ctx.session.getIntermediateToken();
    },
    /** Calls back with the new session (or null on logout); returns the unsubscribe function. */
    onChange(callback: (session: Session | null) => void): () => void {
      let last = ctx.session.getSnapshot()?.session ?? null;
      return ctx.session.subscribe((snapshot) => {
        const next = snapshot?.session ?? null;
        if (next !== last) {
          last = next;
          callback(next);
        }
      });
    },
    /** `POST /sessions/authenticate`: checks and extends the session. */
    async authenticate(options: { session_duration_minutes?: number } = {}) {
      checkUsage('session.authenticate', [['session_duration_minutes', options.session_duration_minutes, 'number', 'optional']]);
      return ctx.session.authenticate(options);
    },
    /** `POST /sessions/revoke`: ends the session; `forceClear` clears local state even when the call fails. */
    async revoke(options: { forceClear?: boolean } = {}) {
      checkUsage('session.revoke', [['forceClear', options.forceClear, 'boolean', 'optional']]);
      return ctx.session.revoke(options);
    },
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
