/**
 * `/authenticate`: where magic links, password-reset login links and OAuth redirects land. The token leaves the
 * address bar before any call, a token is authenticated at most once per tab, and a reset link is sent on to the
 * reset page.
 */
import './demo.css';
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk';
import { demoClient, SESSION_MINUTES } from './shared/client.ts';
import { describe } from './shared/describe.ts';
import { renderLayout } from './shared/layout.ts';
import { sha256Hex } from './shared/hash.ts';

const client = demoClient();
renderLayout(client);
const status = document.getElementById('status')!;
const next = document.getElementById('next')!;

function finish(message: string, linkHref: string, linkText: string): void {
  status.textContent = message;
  const a = document.createElement('a');
  a.href = linkHref;
  a.textContent = linkText;
  next.replaceChildren(a);
  next.hidden = false;
}

async function run(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const type = params.get(TOKEN_TYPE_PARAM);
  const token = params.get('token');
  // Out of the address bar and the history before anything else happens, so it cannot be replayed or shared.
  params.delete('token');
  params.delete(TOKEN_TYPE_PARAM);
  const rest = params.toString();
  history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);

  if (!token || !type) {
    finish('There is no sign-in token in this address.', '/', 'Back to sign in');
    return;
  }
  if (type === 'reset_password') {
    const target = new URLSearchParams({ [TOKEN_TYPE_PARAM]: type, token });
    location.replace(`/reset-password?${target}`);
    return;
  }
  // A reload or a second tab must not spend the token again (the provider would refuse it anyway).
  const guardKey = `auth-widget-demo:authenticated:${await sha256Hex(token)}`;
  if (sessionStorage.getItem(guardKey)) {
    finish('This link was already used in this tab.', '/account', 'Go to your account');
    return;
  }
  sessionStorage.setItem(guardKey, '1');
  try {
    if (type === 'magic_links' || type === 'login') {
      await client.magicLinks.authenticate(token, { session_duration_minutes: SESSION_MINUTES });
    } else if (type === 'oauth') {
      await client.oauth.authenticate(token, { session_duration_minutes: SESSION_MINUTES });
    } else {
      finish(`Unknown token type "${type}".`, '/', 'Back to sign in');
      return;
    }
  } catch (error) {
    finish(`Sign-in failed: ${describe(error)}`, '/', 'Back to sign in');
    return;
  }
  status.textContent = 'Signed in. Opening your account…';
  location.replace('/account');
}

run().catch((error: unknown) => finish(`Sign-in failed: ${describe(error)}`, '/', 'Back to sign in'));
