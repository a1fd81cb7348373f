import { useAccount, useAuthClient } from '@auth-widget/sdk/react';

/** The signed-in page: user and session, and log out. Re-renders when the session changes in any tab. */
export function AccountPage() {
  const client = useAuthClient();
  const { user, session, checked } = useAccount();
  if (!session || !user) {
    return (
      <>
        <h1>Your account</h1>
        <p role="status">{checked ? 'You are not signed in.' : 'Loading…'}</p>
        <a href="/">Sign in</a>
      </>
    );
  }
  return (
    <>
      <h1>Your account</h1>
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
