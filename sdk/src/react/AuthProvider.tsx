import { createContext, type ReactNode } from 'react';
import type { AuthClient } from '../client/createAuthClient.ts';

/** The client the hooks and components below an `AuthProvider` use. */
export const AuthClientContext = createContext<AuthClient | null>(null);

/** The nonce the widget components below an `AuthProvider` put on their `<style>` elements unless given their own. */
export const WidgetNonceContext = createContext<string | undefined>(undefined);

export interface AuthProviderProps {
  /** A client from `createAuthClient`; create it once (module scope or `useState`), not on every render. */
  client: AuthClient;
  /**
   * This response's Content-Security-Policy nonce under a strict policy: the `nonce` of every widget component below
   * (one that passes its own keeps it), so a server that makes a nonce per response hands it over in one place.
   */
  nonce?: string;
  children?: ReactNode;
}

/** Makes a client (and the page's nonce) available to `useAuthClient`, `useSession`, `useUser` and the widget components. */
export function AuthProvider({ client, nonce, children }: AuthProviderProps) {
  return (
    <AuthClientContext.Provider value={client}>
      <WidgetNonceContext.Provider value={nonce}>{children}</WidgetNonceContext.Provider>
    </AuthClientContext.Provider>
  );
}
