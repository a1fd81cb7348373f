import { useSyncExternalStore } from 'react';
import type { Session } from '../protocol/types.ts';
import { useAuthClient } from './useAuthClient.ts';

const noSession = () => null;

/**
 * The current session, or null when signed out; the component re-renders on login, refresh, logout and changes
 * made in other tabs. Null while rendering on a server, where there is no session to read.
 */
export function useSession(): Session | null {
  const client = useAuthClient();
  return useSyncExternalStore(client.session.onChange, client.session.getSync, noSession);
}
