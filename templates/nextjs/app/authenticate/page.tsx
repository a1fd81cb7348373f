'use client';

import { useEffect, useState } from 'react';
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk';
import { useAuthClient } from '@auth-widget/sdk/react';
import { handOffResetToken } from '../../lib/resetToken';
import { sessionMinutes } from '../../lib/settings';

/** One authentication per page load, shared across StrictMode's double effects. */
let started: Promise<void> | null = null;

/**
 * Finishes magic-link and OAuth redirects and forwards reset links; the token leaves the URL before any call and is
 * sent once.
 */
export default function AuthenticatePage() {
  const client = useAuthClient();
  const [status, setStatus] = useState('Checking your link…');
  useEffect(() => {
    if (!started) {
      const params = new URLSearchParams(window.location.search);
      const type = params.get(TOKEN_TYPE_PARAM);
      const token = params.get('token');
      window.history.replaceState(null, '', window.location.pathname);
      if (!type || !token) {
        setStatus('This page finishes sign-in links; there is no link to finish.');
        return;
      }
      if (type === 'reset_password') {
        handOffResetToken(token);
        window.location.replace('/reset-password');
        return;
      }
      started = (async () => {
        if (type === 'magic_links' || type === 'login') await client.magicLinks.authenticate(token, { session_duration_minutes: sessionMinutes });
        else if (type === 'oauth') await client.oauth.authenticate(token, { session_duration_minutes: sessionMinutes });
        else throw new Error(`Unknown link type "${type}".`);
      })();
    }
    started.then(
      () => window.location.replace('/account'),
      (error: Error) => setStatus(`Sign-in failed: ${error.message}`),
    );
  }, [client]);
  return (
    <>
      <h1>Signing you in</h1>
      <p role="status">{status}</p>
    </>
  );
}
