import { describe, expect, test } from 'vitest';
import { signIn } from '../../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';
import type { User } from '../../protocol/types.ts';
import { userOf } from './userOf.ts';
import { withUser } from './withUser.ts';

const env = setupEmulatorClient();

/**
 * A fetch whose answers carry the user in `__user` only: the emulator's `user` is dropped wherever it also sends
 * `__user`, as a provider that puts the user there alone would answer.
 */
function onlyReferenceUser(): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const json = (await response.json()) as { data?: Record<string, unknown> };
    if (json.data && '__user' in json.data) delete json.data.user;
    return new Response(JSON.stringify(json), { status: response.status, headers: response.headers });
  };
}

const user = (id: string) => ({ user_id: id }) as User;

describe('userOf', () => {
  test('reads `__user` first, then `user`', () => {
    expect(userOf({ __user: user('a'), user: user('b') })?.user_id).toBe('a');
    expect(userOf({ user: user('b') })?.user_id).toBe('b');
    expect(userOf({ __user: null, user: user('b') })?.user_id).toBe('b');
    expect(userOf({})).toBeUndefined();
  });

  test('withUser puts the user under `user` and leaves an answer without one as it is', () => {
    expect(withUser({ __user: user('a') }).user?.user_id).toBe('a');
    const plain = { user: user('b') };
    expect(withUser(plain)).toBe(plain);
  });
});

describe('answers that carry the user in `__user` only', () => {
  test('TOTP create and authenticate, user update and a factor deletion keep the stored user', async () => {
    const client = env.client({ fetch: onlyReferenceUser() });
    await signIn(client);

    const created = await client.totps.create({ expiration_minutes: 10 });
    expect(client.user.getSync()?.totps.map((t) => t.totp_id)).toEqual([created.totp_id]);

    const updated = await client.user.update({ untrusted_metadata: { theme: 'dark' } });
    expect(updated.user.untrusted_metadata).toEqual({ theme: 'dark' });
    expect(client.user.getSync()?.untrusted_metadata).toEqual({ theme: 'dark' });

    const deleted = await client.user.deleteTotp(created.totp_id);
    expect(deleted.user.totps).toEqual([]);
    expect(client.user.getSync()?.totps).toEqual([]);
    expect(client.session.getSync()).not.toBeNull();
  });
});
