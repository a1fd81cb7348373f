import type { BaseResponse, User } from '../../../protocol/types.ts';

/* The types of the `user` namespace, apart from its code so that its lazily loaded calls need not import it. */

/** The answer of `PUT /users/me` and of every factor deletion: the user as it is now. */
export interface UserUpdateResponse extends BaseResponse {
  user_id: string;
  user: User;
}

/** Which password path the login form takes for an email. */
export type UserType = 'new' | 'password' | 'passwordless';

/** The answer of `POST /users/search`. */
export interface UserSearchResponse extends BaseResponse {
  userType: UserType;
}
