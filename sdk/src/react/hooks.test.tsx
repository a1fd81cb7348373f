import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { useAuthClient } from './useAuthClient.ts';
import { useSession } from './useSession.ts';
import { useUser } from './useUser.ts';
import { useAccount } from './useAccount.ts';

const env = setupEmulatorClient();
afterEach(cleanup);

function Account({ renders }: { renders: { session: number; user: number } }) {
  return (
    <>
      <SessionView renders={renders} />
      <UserView renders={renders} />
    </>
  );
}

function SessionView({ renders }: { renders: { session: number } }) {
  const session = useSession();
  renders.session++;
  return <p data-testid="session">{session ? `session ${session.session_id}` : 'signed out'}</p>;
}

function UserView({ renders }: { renders: { user: number } }) {
  const user = useUser();
  renders.user++;
  return <p data-testid="user">{user ? user.emails.map((e) => e.email).join(',') : 'no user'}</p>;
}

describe('useSession and useUser', () => {
  it('re-render on login and logout', async () => {
    const client = env.client();
    const renders = { session: 0, user: 0 };
    render(
      <AuthProvider client={client}>
        <Account renders={renders} />
      </AuthProvider>,
    );
    expect(screen.getByTestId('session').textContent).toBe('signed out');
    expect(screen.getByTestId('user').textContent).toBe('no user');

    let sessionId = '';
    await act(async () => {
      sessionId = (await signIn(client, 'grace@example.com')).session.session_id;
    });
    expect(screen.getByTestId('session').textContent).toBe(`session ${sessionId}`);
    expect(screen.getByTestId('user').textContent).toBe('grace@example.com');

    await act(async () => {
      await client.session.revoke();
    });
    expect(screen.getByTestId('session').textContent).toBe('signed out');
    expect(screen.getByTestId('user').textContent).toBe('no user');
    // One render at start, one for login, one for logout: no render storms.
    expect(renders.session).toBeLessThanOrEqual(4);
    expect(renders.user).toBeLessThanOrEqual(4);
  });

  it('useUser follows a user change without a session change (user.update)', async () => {
    const client = env.client();
    await signIn(client, 'linus@example.com');
    const renders = { session: 0, user: 0 };
    function Metadata() {
      const user = useUser();
      return <p data-testid="meta">{String(user?.untrusted_metadata.theme ?? 'none')}</p>;
    }
    render(
      <AuthProvider client={client}>
        <Account renders={renders} />
        <Metadata />
      </AuthProvider>,
    );
    expect(screen.getByTestId('meta').textContent).toBe('none');
    await act(async () => {
      await client.user.update({ untrusted_metadata: { theme: 'dark' } });
    });
    expect(screen.getByTestId('meta').textContent).toBe('dark');
  });
});

describe('useAuthClient', () => {
  it('answers the provider\'s client', () => {
    const client = env.client();
    let seen: unknown = null;
    function Probe() {
      seen = useAuthClient();
      return null;
    }
    render(
      <AuthProvider client={client}>
        <Probe />
      </AuthProvider>,
    );
    expect(seen).toBe(client);
  });

  it('throws a usage error outside an AuthProvider', () => {
    function Probe() {
      useSession();
      return null;
    }
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow(/needs an <AuthProvider client=/);
    } finally {
      console.error = original;
    }
  });
});

describe('useAccount', () => {
  function AccountStatus() {
    const { user, session, checked } = useAccount();
    if (!user || !session) return <p data-testid="account">{checked ? 'signed out' : 'loading'}</p>;
    return <p data-testid="account">{`${user.emails[0]?.email} ${session.session_id}`}</p>;
  }

  it("is not known until the provider has answered, then signed out, then the user who signs in", async () => {
    const client = env.client();
    render(
      <AuthProvider client={client}>
        <AccountStatus />
      </AuthProvider>,
    );
    expect(screen.getByTestId('account').textContent).toBe('loading');
    await screen.findByText('signed out');
    let sessionId = '';
    await act(async () => {
      sessionId = (await signIn(client, 'ada@example.com')).session.session_id;
    });
    expect(screen.getByTestId('account').textContent).toBe(`ada@example.com ${sessionId}`);
  });
});
