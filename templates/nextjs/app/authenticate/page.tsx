'use client';

import { useEffect, useState } from 'react';
import { TOKEN_TYPE_PARAM, type AuthClient } from '@auth-widget/sdk';
import { useAuthClient } from '@auth-widget/sdk/react';
import { handOffResetToken } from '../../lib/resetToken';
import { sessionMinutes, settings } from '../../lib/settings';

/** The link of this page load: read once (a module-level value survives StrictMode's double effects). */
let link: { type: string | null; token: string | null } | null = null;
/** One authentication per page load, shared across StrictMode's double effects. */
let started: Promise<void> | null = null;

/** Reads the link's type and token; the token leaves the address bar as it is read, before any call. */
function readLink(): { type: string | null; token: string | null } {
  if (!link) {
    const params = new URLSearchParams(window.location.search);
    link = { type: params.get(TOKEN_TYPE_PARAM), token: params.get('token') };
    window.history.replaceState(null, '', window.location.pathname);
  }
  return link;
}

const isMagicLink = (type: string | null) => type === 'magic_links' || type === 'login';

/** Uses the link, once per page load, then goes to the account page; `failed` shows why it could not. */
function finish(client: AuthClient, type: string, token: string, failed: (message: string) => void) {
  started ??= (async () => {
    if (isMagicLink(type)) await client.magicLinks.authenticate(token, { session_duration_minutes: sessionMinutes });
    else if (type === 'oauth') await client.oauth.authenticate(token, { session_duration_minutes: sessionMinutes });
    else throw new Error(`Unknown link type "${type}".`);
  })();
  started.then(
    () => window.location.replace('/account'),
    (error: Error) => failed(`Sign-in failed: ${error.message}`),
  );
}

/**
 * Finishes magic-link and OAuth redirects and forwards reset links; the token leaves the URL before any call and is
 * sent once. A magic link waits for the visitor's Continue (unless `confirmMagicLinks` is false): mail scanners open
 * the links in the mail they check, and some run the page's scripts, so a link used on opening would be spent before
 * its owner came. An OAuth redirect comes straight from the provider in the visitor's own browser, and is finished
 * at once.
 */
export default function AuthenticatePage() {
  const client = useAuthClient();
  const [status, setStatus] = useState('Checking your link…');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const { type, token } = readLink();
    if (!type || !token) {
      setStatus('This page finishes sign-in links; there is no link to finish.');
      return;
    }
    if (type === 'reset_password') {
      handOffResetToken(token);
      window.location.replace('/reset-password');
      return;
    }
    if (isMagicLink(type) && settings.confirmMagicLinks && !started) {
      setStatus('Continue to sign in on this device.');
      setConfirming(true);
      return;
    }
    finish(client, type, token, setStatus);
  }, [client]);

  function confirm() {
    const { type, token } = readLink();
    if (!type || !token) return;
    setConfirming(false);
    setStatus('Signing you in…');
    finish(client, type, token, setStatus);
  }

  return (
    <>
      <h1>Signing you in</h1>
      <p role="status">{status}</p>
      {confirming ? (
        <button type="button" onClick={confirm}>
          Continue
        </button>
      ) : null}
    </>
  );
}
