'use client';

import { useState, type ReactNode } from 'react';
import { createAuthClient } from '@auth-widget/sdk';
import { AuthProvider } from '@auth-widget/sdk/react';
import { settings } from '../lib/settings';

/**
 * Creates the client once per browser tab and gives it to every client component below, with the response's nonce
 * under the strict policy, which the widgets put on their `<style>` elements.
 */
export function Providers({ children, nonce }: { children: ReactNode; nonce: string | undefined }) {
  const [client] = useState(() =>
    createAuthClient(settings.publicToken, { cookieOptions: settings.cookieOptions, endpoints: settings.endpoints }),
  );
  return <AuthProvider client={client} nonce={nonce}>{children}</AuthProvider>;
}
