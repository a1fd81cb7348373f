import type { ClientContext } from '../../core/context.ts';
import type { BaseResponse, User } from '../../../protocol/types.ts';
import { lazyApi } from '../../core/lazyApi.ts';
import type { UserCalls } from './userCalls.ts';

/** The answer of `PUT /users/me` and of every factor deletion: the user as it is now. */
export interface UserUpdateResponse extends BaseResponse {
  user_id: string;
  user: User;
}

/** Which password path the login form takes for an email (spec section 4, "Password flow"). */
export type UserType = 'new' | 'password' | 'passwordless';

/** The answer of `POST /users/search`. */
export interface UserSearchResponse extends BaseResponse {
  userType: UserType;
}

/** `GET /users/me` answers with the user's fields next to the envelope's; this keeps only the user. */
function userOf(answer: User & Partial<BaseResponse>): User {
  const { request_id: _requestId, status_code: _statusCode, ...user } = answer;
  return user;
}

/**
 * `GET /users/me`, stored on the session manager so every reader (widget, React hooks, other tabs) sees the
 * fresh user. Shared with the namespaces that change the user without answering with it (passkey rename).
 */
export async function refreshUser(ctx: ClientContext): Promise<User> {
  const answer = await ctx.network.request<User & Partial<BaseResponse>>({ method: 'GET', path: '/users/me' });
  const user = userOf(answer);
  ctx.session.setUser(user);
  return user;
}

/** The `user` namespace: the signed-in user, its metadata and factors, and the password flow's user search. */
export function createUserApi(ctx: ClientContext) {
  return {
    /** The signed-in user as last seen, or null, without a network call. */
    getSync(): User | null {
      return ctx.session.getSnapshot()?.user ?? null;
    },
    /** `GET /users/me`: the signed-in user, fresh from the provider; the stored user is updated. */
    get(): Promise<User> {
      return refreshUser(ctx);
    },
    /** Calls back with the user whenever it changes (null on logout); returns the unsubscribe function. */
    onChange(callback: (user: User | null) => void): () => void {
      let last = ctx.session.getSnapshot()?.user ?? null;
      return ctx.session.subscribe((snapshot) => {
        const next = snapshot?.user ?? null;
        if (next !== last) {
          last = next;
          callback(next);
        }
      });
    },
    ...lazyApi<UserCalls>(() => import('./userCalls.ts').then((m) => m.createUserCalls(ctx)), {
      update: true,
      deleteEmail: true,
      deletePhoneNumber: true,
      deleteTotp: true,
      deleteOAuthRegistration: true,
      deleteWebauthnRegistration: true,
      deleteBiometricRegistration: true,
      search: true,
    }),
  };
}

/** The `user` namespace of a client. */
export type UserApi = ReturnType<typeof createUserApi>;
