import { client } from './client.ts';

const status = document.getElementById('status')!;
const details = document.getElementById('details')!;

async function show() {
  try {
    const user = await client.user.get();
    // textContent: the data is shown as text, never parsed as HTML.
    document.getElementById('user')!.textContent = JSON.stringify(user, null, 2);
    document.getElementById('session')!.textContent = JSON.stringify(client.session.getSync(), null, 2);
    status.textContent = `Signed in as ${user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id}`;
    details.hidden = false;
  } catch {
    status.textContent = 'You are not signed in.';
  }
}

document.getElementById('logout')!.addEventListener('click', async () => {
  await client.session.revoke({ forceClear: true }).catch(() => undefined);
  window.location.assign('/');
});

void show();
