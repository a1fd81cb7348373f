// Finishes magic-link and OAuth redirects and forwards reset links. The token leaves the address bar before any
// call, so a reload or a shared URL can't replay it, and a token is never sent twice.
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk';
import { client, settings } from './client.ts';
import { handOffResetToken } from './resetToken.ts';

const status = document.getElementById('status')!;
const params = new URLSearchParams(window.location.search);
const type = params.get(TOKEN_TYPE_PARAM);
const token = params.get('token');
window.history.replaceState(null, '', window.location.pathname);

const minutes = settings.config.sessionOptions?.sessionDurationMinutes ?? 30;
const seenKey = (t: string) => `authenticated:${t.slice(0, 16)}`;

async function finish() {
  if (!token || !type) {
    status.textContent = 'This page finishes sign-in links; there is no link to finish.';
    return;
  }
  if (type === 'reset_password') {
    handOffResetToken(token);
    window.location.replace('/reset-password');
    return;
  }
  if (sessionStorage.getItem(seenKey(token))) {
    window.location.replace('/account');
    return;
  }
  sessionStorage.setItem(seenKey(token), '1');
  try {
    if (type === 'magic_links' || type === 'login') await client.magicLinks.authenticate(token, { session_duration_minutes: minutes });
    else if (type === 'oauth') await client.oauth.authenticate(token, { session_duration_minutes: minutes });
    else throw new Error(`Unknown link type "${type}".`);
    window.location.replace('/account');
  } catch (error) {
    status.textContent = `Sign-in failed: ${(error as Error).message}`;
  }
}

void finish();
