import type { User } from '../../protocol/types.ts';
import { userOf, type AnswerWithUser } from './userOf.ts';

/** The answer with `user` set from wherever the provider put it, so callers always find it under `user`. */
export function withUser<T extends AnswerWithUser>(answer: T): T & { user?: User | null } {
  const user = userOf(answer);
  return user && answer.user !== user ? { ...answer, user } : answer;
}
