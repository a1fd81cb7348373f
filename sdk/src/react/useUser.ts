import { useSyncExternalStore } from 'react';
import type { User } from '../protocol/types.ts';
import { useAuthClient } from './useAuthClient.ts';

const noUser = () => null;

/**
 * The signed-in user, or null; the component re-renders whenever the client's user changes (login, logout, a
 * passkey renamed or deleted, `user.get()`). Null while rendering on a server.
 */
export function useUser(): User | null {
  const client = useAuthClient();
  return useSyncExternalStore(client.user.onChange, client.user.getSync, noUser);
}
