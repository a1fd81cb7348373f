import type { UserSearchResponse, UserUpdateResponse } from './userTypes.ts';
import type { User } from '../../../protocol/types.ts';
import { checkUsage, refreshUser, withUser, type ClientContext } from '../../core/kernel.ts';

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

/**
 * The calls of the `user` namespace that fetch or change the user or look one up: loaded on the first of them, like
 * the other product namespaces (the synchronous reads stay in `users.ts`).
 */
export function createUserCalls(ctx: ClientContext) {
  /** One `DELETE /users/{kind}/{id}` call; the answer's user (`__user` first) replaces the stored one. */
  async function deleteFactor(method: FactorMethod, id: string): Promise<UserUpdateResponse> {
    checkUsage(`user.${method}`, [['id', id, 'string']]);
    const answer = withUser(
      await ctx.network.request<UserUpdateResponse>({
        method: 'DELETE',
        path: `/users/${FACTOR_PATHS[method]}/${encodeURIComponent(id)}`,
        needsSession: true,
        answer: 'withUser',
      }),
    );
    await ctx.session.setUser(answer.user);
    return answer;
  }

  return {
    /** `GET /users/me`: the signed-in user, fresh from the provider; the stored user is updated. */
    get(): Promise<User> {
      return refreshUser(ctx);
    },
    /** `PUT /users/me`: merges `untrusted_metadata` into the user's (a key set to null is removed). */
    async update(options: { untrusted_metadata?: Record<string, unknown> } = {}): Promise<UserUpdateResponse> {
      checkUsage('user.update', [['untrusted_metadata', options.untrusted_metadata, 'object', 'optional']]);
      const body = options.untrusted_metadata === undefined ? {} : { untrusted_metadata: options.untrusted_metadata };
      const answer = withUser(await ctx.network.request<UserUpdateResponse>({ method: 'PUT', path: '/users/me', body, needsSession: true, answer: 'withUser' }));
      await ctx.session.setUser(answer.user);
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
      return ctx.network.request<UserSearchResponse>({ method: 'POST', path: '/users/search', body: { email }, protect: 'dfp', answer: 'search' });
    },
  };
}

/** The loaded-on-demand calls of the `user` namespace. */
export type UserCalls = ReturnType<typeof createUserCalls>;
