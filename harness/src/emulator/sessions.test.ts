import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_ROLE } from '@auth-widget/sdk/protocol';
import { SESSION_CLAIM } from './sessions.ts';
import { seedSession, useEmulator } from './testing.ts';

const api = useEmulator({
  rbac_policy: { roles: [{ role_id: 'editor', permissions: [] }], resources: [] },
});

const STRONG_PASSWORD = 'Quartz-Lantern-Orbit-97!';

describe('roles on the user and session objects', () => {
  it('a new user and its first session have the default role in the sign-in answer and in the JWT', async () => {
    const res = await api.call('POST', '/passwords', { email: 'ada@example.com', password: STRONG_PASSWORD, session_duration_minutes: 60 });
    expect(res.status).toBe(200);
    expect(res.json.data.user.roles).toEqual([DEFAULT_USER_ROLE]);
    expect(res.json.data.session.roles).toEqual([DEFAULT_USER_ROLE]);
    expect((decodeJwt(res.json.data.session_jwt)[SESSION_CLAIM] as { roles: string[] }).roles).toEqual([DEFAULT_USER_ROLE]);
  });

  it('a role assigned to the user shows on its existing session at the next answer, JWT included', async () => {
    const { user, sessionToken } = await seedSession(api.emulator);
    expect((await api.raw('PUT', `/__dev/api/users/${user.user_id}`, { roles: ['editor'] })).status).toBe(200);
    const res = await api.call('POST', '/sessions/authenticate', {}, sessionToken);
    expect(res.json.data.user.roles).toEqual([DEFAULT_USER_ROLE, 'editor']);
    expect(res.json.data.session.roles).toEqual([DEFAULT_USER_ROLE, 'editor']);
    expect((decodeJwt(res.json.data.session_jwt)[SESSION_CLAIM] as { roles: string[] }).roles).toEqual([DEFAULT_USER_ROLE, 'editor']);
    // The answers that carry the user in `__user` carry the roles there too.
    const updated = await api.call('PUT', '/users/me', { untrusted_metadata: { plan: 'pro' } }, sessionToken);
    expect(updated.json.data.__user.roles).toEqual([DEFAULT_USER_ROLE, 'editor']);
  });
});
