'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { AuthProvider, createAuthClient } from '@auth-widget/sdk/react';
import { settings } from '../lib/settings';

/** The response's nonce under the strict policy (undefined otherwise), for the widgets' `nonce` option. */
const NonceContext = createContext<string | undefined>(undefined);

/** The nonce the root layout read for this response: the widget puts it on its `<style>` elements. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/** Creates the client once per browser tab and gives it, and the page's nonce, to every client component below. */
export function Providers({ children, nonce }: { children: ReactNode; nonce: string | undefined }) {
  const [client] = useState(() =>
    createAuthClient(settings.publicToken, { cookieOptions: settings.cookieOptions, endpoints: settings.endpoints }),
  );
  return (
    <NonceContext value={nonce}>
      <AuthProvider client={client}>{children}</AuthProvider>
    </NonceContext>
  );
}
