import type { ClientContext } from '../../core/context.ts';
import type { User } from '../../../protocol/types.ts';
import { lazyApi } from '../../core/lazyApi.ts';
import { USER_CALLS_METHODS } from '../../clientMethods.ts';
import type { UserCalls } from './userCalls.ts';

export type { UserSearchResponse, UserType, UserUpdateResponse } from './userTypes.ts';

/** The `user` namespace: the signed-in user, its metadata and factors, and the password flow's user search. */
export function createUserApi(ctx: ClientContext) {
  return {
    /** The signed-in user as last seen, or null, without a network call. */
    getSync(): User | null {
      return ctx.session.getSnapshot()?.user ?? null;
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
    ...lazyApi(() => import('./userCalls.ts'), (m): UserCalls => m.createUserCalls(ctx), USER_CALLS_METHODS),
  };
}

/** The `user` namespace of a client. */
export type UserApi = ReturnType<typeof createUserApi>;
