import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing.ts';
import { verifyPassword } from '../verify/passwordHash.ts';

const api = useEmulator();

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
