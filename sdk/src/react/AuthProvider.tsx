import { createContext, type ReactNode } from 'react';
import type { AuthClient } from '../client/createAuthClient.ts';

/** The client the hooks and components below an `AuthProvider` use. */
export const AuthClientContext = createContext<AuthClient | null>(null);

export interface AuthProviderProps {
  /** A client from `createAuthClient`; create it once (module scope or `useState`), not on every render. */
  client: AuthClient;
  children?: ReactNode;
}

/** Makes a client available to `useAuthClient`, `useSession`, `useUser` and the widget components. */
export function AuthProvider({ client, children }: AuthProviderProps) {
  return <AuthClientContext.Provider value={client}>{children}</AuthClientContext.Provider>;
}
