// Finishes magic-link and OAuth redirects and forwards reset links. The token leaves the address bar before any
// call, so a reload or a shared URL can't replay it, and a token is never sent twice.
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk';
import { client, settings } from './client.ts';
import { handOffResetToken } from './resetToken.ts';

const status = document.getElementById('status')!;
const confirm = document.getElementById('continue') as HTMLButtonElement;
const params = new URLSearchParams(window.location.search);
const type = params.get(TOKEN_TYPE_PARAM);
const token = params.get('token');
window.history.replaceState(null, '', window.location.pathname);

const minutes = settings.config.sessionOptions?.sessionDurationMinutes ?? 30;
const seenKey = (t: string) => `authenticated:${t.slice(0, 16)}`;
const isMagicLink = type === 'magic_links' || type === 'login';

async function finish(link: string) {
  if (sessionStorage.getItem(seenKey(link))) {
    window.location.replace('/account');
    return;
  }
  sessionStorage.setItem(seenKey(link), '1');
  try {
    if (isMagicLink) await client.magicLinks.authenticate(link, { session_duration_minutes: minutes });
    else if (type === 'oauth') await client.oauth.authenticate(link, { session_duration_minutes: minutes });
    else throw new Error(`Unknown link type "${type}".`);
    window.location.replace('/account');
  } catch (error) {
    status.textContent = `Sign-in failed: ${(error as Error).message}`;
  }
}

if (!token || !type) {
  status.textContent = 'This page finishes sign-in links; there is no link to finish.';
} else if (type === 'reset_password') {
  handOffResetToken(token);
  window.location.replace('/reset-password');
} else if (isMagicLink && settings.confirmMagicLinks) {
  // Mail scanners open the links in the mail they check, and some run the page's scripts: a link used on opening
  // would be spent before its owner came. The token is used only when a person presses Continue. (An OAuth
  // redirect comes straight from the provider in the visitor's own browser, and is finished at once.)
  status.textContent = 'Continue to sign in on this device.';
  confirm.hidden = false;
  confirm.focus();
  confirm.addEventListener(
    'click',
    () => {
      confirm.disabled = true;
      status.textContent = 'Signing you in…';
      void finish(token);
    },
    { once: true },
  );
} else {
  void finish(token);
}
