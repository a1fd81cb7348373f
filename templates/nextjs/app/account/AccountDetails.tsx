'use client';

import { useAccount, useAuthClient } from '@auth-widget/sdk/react';

/** The browser's view of the account: user and session from the client, and log out. */
export function AccountDetails() {
  const client = useAuthClient();
  const { user, session, checked } = useAccount();
  if (!session || !user) return <p role="status">{checked ? 'You are not signed in.' : 'Loading…'}</p>;
  return (
    <>
      <p role="status">Signed in as {user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id}</p>
      <h2>User</h2>
      <pre>{JSON.stringify(user, null, 2)}</pre>
      <h2>Session</h2>
      <pre>{JSON.stringify(session, null, 2)}</pre>
      <button
        type="button"
        onClick={() => void client.session.revoke({ forceClear: true }).catch(() => undefined).then(() => window.location.assign('/'))}
      >
        Log out
      </button>
    </>
  );
}
