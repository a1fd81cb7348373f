/** `/account`: the signed-in user and session, and a log-out button. */
import './demo.css';
import { demoClient } from './shared/client.ts';
import { describe, safeJson } from './shared/describe.ts';
import { renderLayout } from './shared/layout.ts';

const client = demoClient();
renderLayout(client);
const status = document.getElementById('status')!;
const signedIn = document.getElementById('signed-in')!;
const userView = document.getElementById('user')!;
const sessionView = document.getElementById('session')!;

function showSignedOut(message = 'You are not signed in.'): void {
  signedIn.hidden = true;
  status.replaceChildren(`${message} `);
  const a = document.createElement('a');
  a.href = '/';
  a.textContent = 'Sign in';
  status.append(a);
}

async function render(): Promise<void> {
  const session = client.session.getSync();
  if (!session) {
    showSignedOut();
    return;
  }
  // Text, never HTML: user fields are user input.
  sessionView.textContent = safeJson(session, 2);
  userView.textContent = safeJson(client.user.getSync(), 2);
  status.textContent = 'You are signed in.';
  signedIn.hidden = false;
  try {
    userView.textContent = safeJson(await client.user.get(), 2);
  } catch (error) {
    status.textContent = `You are signed in, but the user could not be read: ${describe(error)}`;
  }
}

document.getElementById('logout')!.addEventListener('click', async () => {
  try {
    await client.session.revoke({ forceClear: true });
    showSignedOut('You are logged out.');
  } catch (error) {
    status.textContent = `Log out failed: ${describe(error)}`;
  }
});
client.session.onChange((session) => {
  if (!session) showSignedOut();
});

void render();
