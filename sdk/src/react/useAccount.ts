import { useEffect, useState } from 'react';
import type { Session, User } from '../protocol/types.ts';
import { useAuthClient } from './useAuthClient.ts';
import { useSession } from './useSession.ts';
import { useUser } from './useUser.ts';

/** What an account page shows: the user and session, and whether the provider has been asked yet. */
export interface Account {
  user: User | null;
  session: Session | null;
  /** False until the first `user.get()` has answered: until then no user means "not known yet", not "signed out". */
  checked: boolean;
}

/**
 * The signed-in user and session for an account page: asks the provider for the user once (a page opened with a
 * session cookie but nothing cached), and re-renders whenever either changes, in any tab.
 */
export function useAccount(): Account {
  const client = useAuthClient();
  const session = useSession();
  const user = useUser();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    client.user.get().catch(() => undefined).finally(() => setChecked(true));
  }, [client]);
  return { user, session, checked };
}
