import type { ClientContext } from './context.ts';
import type { BaseResponse, User } from './types.ts';
import { checkUsage } from './usage.ts';

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

/** The factor lists a user can delete from, with the path segment of their `DELETE /users/{kind}/{id}` call. */
const FACTOR_PATHS = {
  deleteEmail: 'emails',
  deletePhoneNumber: 'phone_numbers',
  deleteTotp: 'totps',
  deleteOAuthRegistration: 'oauth',
  deleteWebauthnRegistration: 'webauthn_registrations',
  deleteBiometricRegistration: 'biometric_registrations',
} as const;

type FactorMethod = keyof typeof FACTOR_PATHS;

/** The `user` namespace: the signed-in user, its metadata and factors, and the password flow's user search. */
export function createUserApi(ctx: ClientContext) {
  /** One `DELETE /users/{kind}/{id}` call; the answer's user replaces the stored one. */
  async function deleteFactor(method: FactorMethod, id: string): Promise<UserUpdateResponse> {
    checkUsage(`user.${method}`, [['id', id, 'string']]);
    const answer = await ctx.network.request<UserUpdateResponse>({
      method: 'DELETE',
      path: `/users/${FACTOR_PATHS[method]}/${encodeURIComponent(id)}`,
    });
    ctx.session.setUser(answer.user);
    return answer;
  }

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
    /** `PUT /users/me`: merges `untrusted_metadata` into the user's (a key set to null is removed). */
    async update(options: { untrusted_metadata?: Record<string, unknown> } = {}): Promise<UserUpdateResponse> {
      checkUsage('user.update', [['untrusted_metadata', options.untrusted_metadata, 'object', 'optional']]);
      const body = options.untrusted_metadata === undefined ? {} : { untrusted_metadata: options.untrusted_metadata };
      const answer = await ctx.network.request<UserUpdateResponse>({ method: 'PUT', path: '/users/me', body });
      ctx.session.setUser(answer.user);
      return answer;
    },
    /** `DELETE /users/emails/{id}`. */
    deleteEmail(email_id: string): Promise<UserUpdateResponse> {
      return deleteFactor('deleteEmail', email_id);
    },
    /** `DELETE /users/phone_numbers/{id}`. */
    deletePhoneNumber(phone_id: string): Promise<UserUpdateResponse> {
      return deleteFactor('deletePhoneNumber', phone_id);
    },
    /** `DELETE /users/totps/{id}`. */
    deleteTotp(totp_id: string): Promise<UserUpdateResponse> {
      return deleteFactor('deleteTotp', totp_id);
    },
    /** `DELETE /users/oauth/{id}`. */
    deleteOAuthRegistration(oauth_user_registration_id: string): Promise<UserUpdateResponse> {
      return deleteFactor('deleteOAuthRegistration', oauth_user_registration_id);
    },
    /** `DELETE /users/webauthn_registrations/{id}`. */
    deleteWebauthnRegistration(webauthn_registration_id: string): Promise<UserUpdateResponse> {
      return deleteFactor('deleteWebauthnRegistration', webauthn_registration_id);
    },
    /** `DELETE /users/biometric_registrations/{id}`. */
    deleteBiometricRegistration(biometric_registration_id: string): Promise<UserUpdateResponse> {
      return deleteFactor('deleteBiometricRegistration', biometric_registration_id);
    },
    /** `POST /users/search`: whether an email belongs to a new, password or passwordless user. */
    async search(email: string): Promise<UserSearchResponse> {
      checkUsage('user.search', [['email', email, 'string']]);
      return ctx.network.request<UserSearchResponse>({ method: 'POST', path: '/users/search', body: { email } });
    },
  };
}

/** The `user` namespace of a client. */
export type UserApi = ReturnType<typeof createUserApi>;
