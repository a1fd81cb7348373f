import { readSession } from '../../lib/readSession';
import { AccountDetails } from './AccountDetails';

// Reads cookies, so it renders per request.
export const dynamic = 'force-dynamic';

/** A server component: it reads and verifies the session cookie before any client code runs. */
export default async function AccountPage() {
  const claims = await readSession();
  return (
    <>
      <h1>Your account</h1>
      <section aria-label="Server view">
        <h2>On the server</h2>
        <p>{claims ? `Verified session JWT for user ${claims.sub}, valid until ${new Date((claims.exp ?? 0) * 1000).toISOString()}.` : 'No verified session cookie on this request.'}</p>
      </section>
      <AccountDetails />
    </>
  );
}
