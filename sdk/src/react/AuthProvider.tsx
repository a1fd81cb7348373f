import { createContext, useMemo, type ReactNode } from 'react';
import type { AuthClient } from '../client/createAuthClient.ts';
import type { AuthClientOptions } from '../client/core/types.ts';
import { clientFor } from './clientFor.ts';

/** The client the hooks and components below an `AuthProvider` use. */
export const AuthClientContext = createContext<AuthClient | null>(null);

/** The nonce the widget components below an `AuthProvider` put on their `<style>` elements unless given their own. */
export const WidgetNonceContext = createContext<string | undefined>(undefined);

export interface AuthProviderProps {
  /**
   * A public token: the provider makes the client, whose code loads beside the first render (the hooks answer null
   * until it has). Or a client from `createAuthClient` of `@auth-widget/sdk`, made once (module scope or `useState`),
   * for a page that reads the session as it first renders.
   */
  client: AuthClient | string;
  /** The client's options when `client` is a public token, read with it. */
  clientOptions?: AuthClientOptions;
  /**
   * This response's Content-Security-Policy nonce under a strict policy: the `nonce` of every widget component below
   * (one that passes its own keeps it), so a server that makes a nonce per response hands it over in one place.
   */
  nonce?: string;
  children?: ReactNode;
}

/** Makes a client (and the page's nonce) available to `useAuthClient`, `useSession`, `useUser` and the widget components. */
export function AuthProvider({ client, clientOptions, nonce, children }: AuthProviderProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- A token's options are read with it, as `createAuthClient` reads them once.
  const value = useMemo(() => clientFor(client, clientOptions), [client]);
  return (
    <AuthClientContext.Provider value={value}>
      <WidgetNonceContext.Provider value={nonce}>{children}</WidgetNonceContext.Provider>
    </AuthClientContext.Provider>
  );
}
