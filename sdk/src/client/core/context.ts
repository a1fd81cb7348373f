import type { Bootstrap } from './bootstrap.ts';
import type { EventLogger } from './events.ts';
import type { Network, RequestOptions } from './network/Network.ts';
import type { SessionManager } from './session/SessionManager.ts';
import type { AuthenticateResponse } from '../../protocol/types.ts';
import type { Endpoints } from './types.ts';
import { withUser } from './withUser.ts';

/** What each product namespace is built from: the shared parts of one client. */
export interface ClientContext {
  publicToken: string;
  /** Origin of the provider's SDK backend (OAuth start redirects go there). */
  apiUrl: string;
  /** The `endpoints` option of `createAuthClient` (One Tap reads its frame and Google script URLs there). */
  endpoints?: Endpoints;
  network: Network;
  session: SessionManager;
  bootstrap: Bootstrap;
  events: EventLogger;
}

/**
 * Makes a call that signs the user in and applies its answer to the session (cookies, atoms, other tabs). The user
 * is read from `__user` first (see `userOf`), and the answer returned with it under `user`.
 */
export async function authenticateCall<T extends Partial<AuthenticateResponse>>(
  ctx: ClientContext,
  request: RequestOptions,
): Promise<T> {
  const response = withUser(await ctx.network.request<T>({ answer: 'signIn', ...request }));
  await ctx.session.applyResponse(response);
  return response;
}

/** `primary` without a session, `secondary` with one: the send variants of the passcode and magic-link calls. */
export function sendVariant(ctx: ClientContext): 'primary' | 'secondary' {
  return ctx.session.currentToken() ? 'secondary' : 'primary';
}

/** Drops undefined fields so a body only carries what the caller gave. */
export function compact<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}
