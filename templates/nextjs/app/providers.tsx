'use client';

import { useState, type ReactNode } from 'react';
import { AuthProvider, createAuthClient } from '@auth-widget/sdk/react';
import { settings } from '../lib/settings';

/** Creates the client once per browser tab and gives it to every client component below. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    createAuthClient(settings.publicToken, { cookieOptions: settings.cookieOptions, endpoints: settings.endpoints }),
  );
  return <AuthProvider client={client}>{children}</AuthProvider>;
}
