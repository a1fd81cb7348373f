import type { BaseResponse, User } from '../../protocol/types.ts';
import type { ClientContext } from './context.ts';

/** `GET /users/me` answers with the user's fields next to the envelope's; this keeps only the user. */
function withoutEnvelope(answer: User & Partial<BaseResponse>): User {
  const { request_id: _requestId, status_code: _statusCode, ...user } = answer;
  return user;
}

/**
 * `GET /users/me`, stored on the session manager so every reader (widget, React hooks, other tabs) sees the
 * fresh user. Shared with the namespaces that change the user without answering with it (passkey rename).
 */
export async function refreshUser(ctx: ClientContext): Promise<User> {
  const answer = await ctx.network.request<User & Partial<BaseResponse>>({ method: 'GET', path: '/users/me', answer: 'user' });
  const user = withoutEnvelope(answer);
  await ctx.session.setUser(user);
  return user;
}
