import type { User } from '../../protocol/types.ts';

/** An answer that may carry the user in either of the provider's two places. */
export interface AnswerWithUser {
  user?: User | null;
  __user?: User | null;
}

/**
 * The user of an answer. On the calls that change the user or sign in with a second factor (passkeys, OAuth,
 * wallets, TOTPs, user updates and factor deletions) the provider puts the user in `__user`, and the reference
 * provider's SDK reads it there only, so `__user` comes first and `user` is the fallback.
 */
export function userOf(answer: AnswerWithUser): User | undefined {
  return answer.__user ?? answer.user ?? undefined;
}
