import type { AuthError } from '../AuthError.ts';
import type { RequestOptions } from '../network/networkTypes.ts';
import type { AuthenticateResponse } from '../../../protocol/types.ts';

/** What the session's calls take of the session manager (its module is not imported: it leads back to their loader). */
export interface SessionCallTarget {
  currentToken(): string | null;
  applyResponse(response: AuthenticateResponse): void;
  destroy(): void;
  /** Ends the session when the error says it is over (or `always`), and gives it back as an AuthError. */
  failed(error: unknown, always?: boolean): AuthError;
}

/** The network as the session's calls use it. */
export interface SessionCallNetwork {
  request<T>(request: RequestOptions): Promise<T>;
}

/**
 * `POST /sessions/authenticate`. When the session changed while the call was in flight (a login in another
 * tab), the answer describes a stale session, so the call is made again with the new one.
 * An unrecoverable error ends the session. Rejects with AuthErrors only.
 */
export async function authenticateSession(
  manager: SessionCallTarget,
  network: SessionCallNetwork,
  options: { session_duration_minutes?: number },
): Promise<AuthenticateResponse> {
  for (let tries = 0; ; tries += 1) {
    const before = manager.currentToken();
    try {
      const response = await network.request<AuthenticateResponse>({
        method: 'POST',
        path: '/sessions/authenticate',
        answer: 'signIn',
        body: options.session_duration_minutes === undefined ? {} : { session_duration_minutes: options.session_duration_minutes },
      });
      if (manager.currentToken() !== before && tries < 2) continue;
      manager.applyResponse(response);
      return response;
    } catch (error) {
      if (manager.currentToken() !== before && tries < 2) continue;
      throw manager.failed(error);
    }
  }
}

/**
 * `POST /sessions/revoke` of the session this tab has, without a body as the reference provider's SDK sends it:
 * clears on success; on failure only with `forceClear` or an unrecoverable error.
 */
export async function revokeSession(manager: SessionCallTarget, network: SessionCallNetwork, options: { forceClear?: boolean }): Promise<void> {
  try {
    await network.request({ method: 'POST', path: '/sessions/revoke' });
    manager.destroy();
  } catch (error) {
    throw manager.failed(error, options.forceClear);
  }
}
