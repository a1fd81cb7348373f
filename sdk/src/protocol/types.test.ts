import { describe, expect, expectTypeOf, test } from 'vitest';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';
import { signIn } from '../../test/client/signIn.ts';
import { DEFAULT_USER_ROLE } from './callWire.ts';
import type { Session, User } from './types.ts';

const env = setupEmulatorClient({
  rbac_policy: { roles: [{ role_id: 'editor', permissions: [{ resource_id: 'documents', actions: ['write'] }] }], resources: [] },
});

/** Assigns roles to a user through the emulator's dev API, as the provider's dashboard would. */
async function assignRoles(userId: string, roles: string[]): Promise<void> {
  const res = await fetch(`${env.emulator.url}/__dev/api/users/${userId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ roles }),
  });
  if (res.status !== 200) throw new Error(`assigning roles failed: ${res.status} ${await res.text()}`);
}

describe('roles on the user and the session', () => {
  test('are typed as the role ids, as the provider\'s newer SDKs read them', () => {
    expectTypeOf<User['roles']>().toEqualTypeOf<string[]>();
    expectTypeOf<Session['roles']>().toEqualTypeOf<string[]>();
  });

  test('the client keeps them as the provider sends them, and a session refresh brings roles assigned since', async () => {
    const client = env.client();
    const answer = await signIn(client);
    expect(answer.user.roles).toEqual([DEFAULT_USER_ROLE]);
    expect(answer.session.roles).toEqual([DEFAULT_USER_ROLE]);
    expect(client.user.getSync()?.roles).toEqual([DEFAULT_USER_ROLE]);

    await assignRoles(answer.user_id, ['editor']);
    await client.session.authenticate();
    expect(client.user.getSync()?.roles).toEqual([DEFAULT_USER_ROLE, 'editor']);
    expect(client.session.getSync()?.roles).toEqual([DEFAULT_USER_ROLE, 'editor']);
    // `users/me` carries them too, and so does the stored user it refreshes.
    expect((await client.user.get()).roles).toEqual([DEFAULT_USER_ROLE, 'editor']);
  });
});
