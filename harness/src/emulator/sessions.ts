import { SignJWT } from 'jose';
import { DEFAULT_SESSION_DURATION_MINUTES } from '@auth-widget/sdk/protocol';
import { ApiError } from './errors.ts';
import type { RouteContext } from './router.ts';
import {
  inMinutes,
  isExpired,
  newId,
  newSecret,
  publicUser,
  type AuthenticationFactor,
  type SessionRecord,
  type Store,
  type UserRecord,
} from './store.ts';
import type { EmulatorRuntime } from './runtime.ts';

/** Lifetime of a session JWT; a client refreshes it through `/sessions/authenticate`. */
const JWT_LIFETIME_SECONDS = 5 * 60;

/** The claim that carries the session in the JWT. */
export const SESSION_CLAIM = 'https://auth-widget.dev/session';

/**
 * The session object, as the provider's responses carry it. Its roles are its user's as they are now: a consumer
 * user's roles are all assigned to the user, none comes from the session's factors.
 */
export function publicSession(session: SessionRecord, user: UserRecord) {
  return {
    session_id: session.session_id,
    user_id: session.user_id,
    started_at: session.started_at,
    last_accessed_at: session.last_accessed_at,
    expires_at: session.expires_at,
    authentication_factors: session.authentication_factors,
    attributes: { ip_address: '127.0.0.1', user_agent: '' },
    custom_claims: {},
    roles: [...user.roles],
  };
}

/** Signs the session JWT (ES256); verifiable with the JWKS the emulator serves. */
export async function mintJwt(store: Store, runtime: EmulatorRuntime, session: SessionRecord): Promise<string> {
  const now = Math.floor(store.clock.now() / 1000);
  const user = store.state.users[session.user_id];
  if (!user) throw new Error(`No user ${session.user_id} for session ${session.session_id}`);
  return new SignJWT({ [SESSION_CLAIM]: publicSession(session, user) })
    .setProtectedHeader({ alg: 'ES256', kid: runtime.key.kid, typ: 'JWT' })
    .setSubject(session.user_id)
    .setIssuer(`auth-widget:${store.project.project_id}`)
    .setAudience(store.project.project_id)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(Math.min(now + JWT_LIFETIME_SECONDS, Math.floor(Date.parse(session.expires_at) / 1000)))
    .sign(runtime.key.privateKey);
}

/** Checks a `session_duration_minutes` value: a positive whole number of minutes, at most a year. */
export function sessionMinutes(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_SESSION_DURATION_MINUTES;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 5 || value > 525_600) {
    throw new ApiError(
      400,
      'invalid_session_duration',
      'session_duration_minutes must be a whole number of minutes between 5 and 525600.',
    );
  }
  return value;
}

/** The live session for an opaque session token, or null when it is unknown, revoked or expired. */
export function findSession(store: Store, token: string): SessionRecord | null {
  const session = store.findSessionByToken(token);
  if (!session || session.revoked || isExpired(store.clock, session.expires_at)) return null;
  return session;
}

/**
 * Records a successful authentication. When the request already carries a session of the same user, the
 * factor is added to that session and its expiry extended (a second factor, as the provider's `send/secondary` calls lead to);
 * otherwise a new session starts.
 */
export function recordAuthentication(
  ctx: RouteContext,
  user: UserRecord,
  factor: Omit<AuthenticationFactor, 'last_authenticated_at'>,
  durationMinutes: number,
): SessionRecord {
  const { store } = ctx;
  const now = store.nowIso();
  const full = { ...factor, last_authenticated_at: now } as AuthenticationFactor;
  if (user.status === 'pending') user.status = 'active';
  // A session the call itself revoked (a password reset ends every session of the user) is not extended.
  const current = ctx.session && !ctx.session.revoked && ctx.session.user_id === user.user_id ? ctx.session : null;
  if (current) {
    current.authentication_factors = [
      ...current.authentication_factors.filter((f) => f.delivery_method !== full.delivery_method),
      full,
    ];
    current.last_accessed_at = now;
    current.expires_at = inMinutes(store.clock, durationMinutes);
    return current;
  }
  return startSession(store, user, full, durationMinutes);
}

/**
 * Revokes every live session of a user but `keep`: a password changed or reset means whoever held the old password may
 * hold a session too, as the provider does on its password resets.
 */
export function revokeUserSessions(store: Store, user: UserRecord, keep?: SessionRecord): void {
  for (const session of store.sessionsOf(user.user_id)) if (session !== keep) session.revoked = true;
}

/** Starts a new session for a user with one factor. */
export function startSession(
  store: Store,
  user: UserRecord,
  factor: AuthenticationFactor,
  durationMinutes: number,
): SessionRecord {
  const now = store.nowIso();
  const session: SessionRecord = {
    session_id: newId('session'),
    session_token: newSecret(),
    user_id: user.user_id,
    started_at: now,
    last_accessed_at: now,
    expires_at: inMinutes(store.clock, durationMinutes),
    authentication_factors: [factor],
    revoked: false,
  };
  return store.addSession(session);
}

/**
 * The body of every successful authentication response: user, session, both tokens, and an empty
 * intermediate token (the flows here complete the login in one step).
 */
export async function authResponse(
  ctx: RouteContext,
  user: UserRecord,
  factor: Omit<AuthenticationFactor, 'last_authenticated_at'>,
  durationMinutes: unknown,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const minutes = sessionMinutes(durationMinutes);
  const session = recordAuthentication(ctx, user, factor, minutes);
  return {
    user_id: user.user_id,
    user: publicUser(user),
    session: publicSession(session, user),
    session_token: session.session_token,
    session_jwt: await mintJwt(ctx.store, ctx.runtime, session),
    intermediate_session_token: '',
    ...extra,
  };
}

/**
 * Adds `__user`, a copy of the answer's `user`. The reference provider's SDK reads the user from `__user` on
 * `/webauthn/register`, `/webauthn/authenticate`, `/oauth/authenticate`, `/crypto_wallets/authenticate`,
 * `POST /totps`, `/totps/authenticate`, `/totps/recover`, `PUT /users/me` and the `DELETE /users/…/{id}` calls;
 * without it, a client of the real wire ends these calls with a session and no user.
 */
export function withReferenceUser<T extends { user?: unknown }>(answer: T): T & { __user: T['user'] } {
  return { ...answer, __user: answer.user };
}

/** The session and user of a route that requires a session (the router guarantees both). */
export function requireSession(ctx: RouteContext): { session: SessionRecord; user: UserRecord } {
  if (!ctx.session || !ctx.user) {
    throw new ApiError(401, 'unauthorized_credentials', 'This call requires an active session.');
  }
  return { session: ctx.session, user: ctx.user };
}
