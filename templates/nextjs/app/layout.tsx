import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { policyNonce, SAME_ORIGIN_SCRIPT_POLICY } from '@auth-widget/sdk/site';
import { Providers } from './providers';
import './style.css';

export const metadata = { title: 'Auth widget site' };

// Every page renders per request (it reads the nonce proxy.ts named in the request's policy); under the strict policy
// the sdk's default Trusted Types policy runs first, for Turbopack, which loads the site's chunks by URL without one.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = policyNonce((await headers()).get('content-security-policy'));
  return (
    <html lang="en">
      {nonce && (
        <head>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SAME_ORIGIN_SCRIPT_POLICY }} />
        </head>
      )}
      <body>
        <header className="nav">
          <a href="/">Sign in</a>
          <a href="/account">Account</a>
          <a href="/passkeys">Passkeys</a>
        </header>
        <main>
          <Providers nonce={nonce}>{children}</Providers>
        </main>
      </body>
    </html>
  );
}
