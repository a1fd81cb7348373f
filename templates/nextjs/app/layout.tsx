import type { ReactNode } from 'react';
import { requestNonce } from '../lib/requestNonce';
import { Providers } from './providers';
import './style.css';

export const metadata = { title: 'Auth widget site' };

/**
 * Under the strict policy, Trusted Types refuse a script URL given as a string, and Turbopack's runtime loads the
 * site's chunks so (it has no Trusted Types policy of its own, as webpack's 'nextjs#bundler' is): this default policy,
 * run first by the page's nonce, passes the site's own script URLs and nothing else. The widget's scripts go through
 * its own policy, auth-widget.
 */
const SAME_ORIGIN_SCRIPTS = `window.trustedTypes?.createPolicy('default', { createScriptURL(url) {
  if (new URL(url, location.href).origin !== location.origin) throw new TypeError('Only this site\\'s scripts may load by URL: ' + url);
  return url;
} });`;

/** Every page renders per request (it reads the request's nonce), so each response can have a nonce of its own. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = await requestNonce();
  return (
    <html lang="en">
      {nonce && (
        <head>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SAME_ORIGIN_SCRIPTS }} />
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
