import type { ReactNode } from 'react';
import { Providers } from './providers';
import './style.css';

export const metadata = { title: 'Auth widget site' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="nav">
          <a href="/">Sign in</a>
          <a href="/account">Account</a>
          <a href="/passkeys">Passkeys</a>
        </header>
        <main>
          <Providers>{children}</Providers>
        </main>
      </body>
    </html>
  );
}
