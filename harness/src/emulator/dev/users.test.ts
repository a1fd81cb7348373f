import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_ROLE } from '@auth-widget/sdk/protocol';
import { seedSession, useEmulator } from '../testing.ts';
import { verifyPassword } from '../verify/passwordHash.ts';

/** A project whose RBAC policy has the roles the tests assign. */
const api = useEmulator({
  rbac_policy: {
    roles: [
      { role_id: 'editor', permissions: [{ resource_id: 'documents', actions: ['read', 'write'] }] },
      { role_id: 'viewer', permissions: [{ resource_id: 'documents', actions: ['read'] }] },
    ],
    resources: [{ resource_id: 'documents', actions: ['read', 'write'] }],
  },
});

describe('POST /__dev/api/users', () => {
  it('seeds a user with a password the strength check would refuse', async () => {
    const res = await api.raw('POST', '/__dev/api/users', { email: 'ada@example.com', phone_number: '+15555550100', password: 'password' });
    expect(res.status).toBe(201);
    const user = api.emulator.store.state.users[res.json.user_id];
    expect(user?.emails[0]?.email).toBe('ada@example.com');
    expect(user?.phone_numbers[0]?.phone_number).toBe('+15555550100');
    expect(user?.password_hash).not.toContain('password');
    expect(verifyPassword('password', user?.password_hash ?? '')).toBe(true);
    expect((await api.call('POST', '/users/search', { email: 'ada@example.com' })).json.data.userType).toBe('password');
  });

  it('seeds a passwordless user', async () => {
    const res = await api.raw('POST', '/__dev/api/users', { email: 'grace@example.com' });
    expect(res.status).toBe(201);
    expect((await api.call('POST', '/users/search', { email: 'grace@example.com' })).json.data.userType).toBe('passwordless');
  });

  it('refuses what cannot be a user', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'invalid_user'],
      [{ phone_number: '+15555550100', password: 'x' }, 'invalid_user'],
      [{ email: 'not-an-email' }, 'invalid_email'],
      [{ phone_number: '555-0100' }, 'invalid_phone_number'],
    ];
    for (const [body, type] of cases) {
      const res = await api.raw('POST', '/__dev/api/users', body);
      expect(res.status, type).toBe(400);
      expect(res.json.error_type, type).toBe(type);
    }
    const wrongType = await api.raw('POST', '/__dev/api/users', { email: 5 });
    expect(wrongType.json.body).toEqual([{ path: 'email', message: 'must be a string' }]);
    await api.raw('POST', '/__dev/api/users', { email: 'ada@example.com', phone_number: '+15555550100' });
    expect((await api.raw('POST', '/__dev/api/users', { email: 'ADA@example.com' })).json.error_type).toBe('duplicate_email');
    expect((await api.raw('POST', '/__dev/api/users', { phone_number: '+15555550100' })).json.error_type).toBe('duplicate_phone_number');
    expect(Object.keys(api.emulator.store.state.users)).toHaveLength(1);
  });
});

describe('roles through the dev API', () => {
  const putRoles = (userId: string, body: unknown) => api.raw('PUT', `/__dev/api/users/${userId}`, body);

  it('a seeded user has the default role, then the roles it was seeded with, each once', async () => {
    const plain = await api.raw('POST', '/__dev/api/users', { email: 'plain@example.com' });
    expect(api.emulator.store.state.users[plain.json.user_id]?.roles).toEqual([DEFAULT_USER_ROLE]);
    const seeded = await api.raw('POST', '/__dev/api/users', { email: 'ed@example.com', roles: ['editor', 'viewer', 'editor'] });
    expect(seeded.status).toBe(201);
    expect(api.emulator.store.state.users[seeded.json.user_id]?.roles).toEqual([DEFAULT_USER_ROLE, 'editor', 'viewer']);
  });

  it('PUT replaces the assigned roles, and the user\'s and its session\'s next answers carry them', async () => {
    const { user, sessionToken } = await seedSession(api.emulator);
    const put = await putRoles(user.user_id, { roles: ['editor', 'viewer'] });
    expect(put.status).toBe(200);
    expect(put.json.user.roles).toEqual([DEFAULT_USER_ROLE, 'editor', 'viewer']);
    const replaced = await putRoles(user.user_id, { roles: ['viewer'] });
    expect(replaced.json.user.roles).toEqual([DEFAULT_USER_ROLE, 'viewer']);
    const me = await api.call('GET', '/users/me', undefined, sessionToken);
    expect(me.json.data.roles).toEqual([DEFAULT_USER_ROLE, 'viewer']);
    const session = await api.call('POST', '/sessions/authenticate', {}, sessionToken);
    expect(session.json.data.user.roles).toEqual([DEFAULT_USER_ROLE, 'viewer']);
    expect(session.json.data.session.roles).toEqual([DEFAULT_USER_ROLE, 'viewer']);
    // An empty list takes every assigned role away; the default role stays.
    expect((await putRoles(user.user_id, { roles: [] })).json.user.roles).toEqual([DEFAULT_USER_ROLE]);
  });

  it('refuses the default role, a role the policy does not have, a wrong body and an unknown user, changing nothing', async () => {
    const { user } = await seedSession(api.emulator);
    await putRoles(user.user_id, { roles: ['editor'] });
    const defaultRole = await putRoles(user.user_id, { roles: ['viewer', DEFAULT_USER_ROLE] });
    expect([defaultRole.status, defaultRole.json.error_type]).toEqual([400, 'cannot_assign_default_rbac_role_id']);
    const unknown = await putRoles(user.user_id, { roles: ['viewer', 'owner', 'root'] });
    expect([unknown.status, unknown.json.error_type]).toEqual([400, 'invalid_rbac_role_id']);
    expect(unknown.json.error_message).toContain('"owner", "root"');
    expect(unknown.json.error_message).not.toContain('"viewer"');
    expect((await putRoles(user.user_id, { roles: 'editor' })).json.body).toEqual([{ path: 'roles', message: 'must be an array of strings' }]);
    expect((await putRoles(user.user_id, {})).json.body).toEqual([{ path: 'roles', message: 'is required' }]);
    const missing = await putRoles('user-test-00000000-0000-4000-8000-000000000000', { roles: ['editor'] });
    expect([missing.status, missing.json.error_type]).toEqual([404, 'user_not_found']);
    expect(api.emulator.store.state.users[user.user_id]?.roles).toEqual([DEFAULT_USER_ROLE, 'editor']);
    // Seeding with a refused role creates no user.
    const seeded = await api.raw('POST', '/__dev/api/users', { email: 'eve@example.com', roles: ['owner'] });
    expect(seeded.json.error_type).toBe('invalid_rbac_role_id');
    expect(api.emulator.store.findUserByEmail('eve@example.com')).toBeUndefined();
  });

  it('with no RBAC policy (null), no role can be assigned', async () => {
    api.emulator.store.state.project.rbac_policy = null;
    const { user } = await seedSession(api.emulator);
    expect((await putRoles(user.user_id, { roles: ['editor'] })).json.error_type).toBe('invalid_rbac_role_id');
  });
});
