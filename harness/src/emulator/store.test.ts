import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_ROLE } from '@auth-widget/sdk/protocol';
import { Store, emptyState, publicUser, type UserRecord } from './store.ts';

describe('user roles in the store', () => {
  it('a new user has the default role, and the API\'s user carries a copy of its roles', () => {
    const user = new Store().createUser();
    expect(user.roles).toEqual([DEFAULT_USER_ROLE]);
    const sent = publicUser(user);
    expect(sent.roles).toEqual([DEFAULT_USER_ROLE]);
    expect(sent.roles).not.toBe(user.roles);
  });

  it('users of a state saved before roles were sent load with the default role, the saved records untouched', () => {
    const saved = emptyState();
    const { roles: _roles, ...older } = new Store().createUser();
    saved.users[older.user_id] = older as UserRecord;
    const store = new Store(saved);
    expect(store.state.users[older.user_id]?.roles).toEqual([DEFAULT_USER_ROLE]);
    expect(older).not.toHaveProperty('roles');
  });
});
