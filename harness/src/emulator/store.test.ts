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

describe('the store\'s lookups', () => {
  /** A store with two users, one with an email and a wallet, one with a phone number and a passkey. */
  function twoUsers() {
    const store = new Store();
    const { user: ada } = store.userForEmail('Ada@Example.com');
    store.addCryptoWallet(ada, { crypto_wallet_id: 'w1', crypto_wallet_type: 'ethereum', crypto_wallet_address: '0xAbC0000000000000000000000000000000000001', verified: true });
    const { user: grace } = store.userForPhone('+15555550100');
    store.addWebauthnRegistration(grace, {
      webauthn_registration_id: 'r1', name: 'Passkey', domain: 'localhost', user_agent: '', authenticator_type: 'platform', verified: true,
      credential: { id: 'cred-1', publicKey: 'key', counter: 0, transports: [] },
    });
    return { store, ada, grace };
  }

  it('find users by email in any case, phone, wallet (an Ethereum address in any case) and credential', () => {
    const { store, ada, grace } = twoUsers();
    expect(store.findUserByEmail('ADA@example.COM')).toBe(ada);
    expect(store.findUserByPhone('+15555550100')).toBe(grace);
    expect(store.findUserByWallet('ethereum', '0xabc0000000000000000000000000000000000001')).toBe(ada);
    expect(store.findUserByWallet('solana', '0xabc0000000000000000000000000000000000001')).toBeUndefined();
    expect(store.findWebauthnRegistration('cred-1')).toMatchObject({ user: grace, registration: { webauthn_registration_id: 'r1' } });
    expect(store.findUserByEmail('nobody@example.com')).toBeUndefined();
    expect(store.userForEmail('ada@EXAMPLE.com')).toEqual({ user: ada, created: false });
    expect(store.indexDrift()).toEqual([]);
  });

  it('forget an entry removed through the store, and keep the user under an address it still has', () => {
    const { store, ada, grace } = twoUsers();
    store.addEmail(ada, { email_id: 'e2', email: 'ada@example.org', verified: false });
    expect(store.removeEmail(ada, ada.emails[0]!.email_id)).toBe(true);
    expect(store.removeEmail(ada, 'unknown')).toBe(false);
    expect(store.findUserByEmail('ada@example.com')).toBeUndefined();
    expect(store.findUserByEmail('ada@example.org')).toBe(ada);
    expect(store.removeCryptoWallet(ada, 'w1')).toBe(true);
    expect(store.findUserByWallet('ethereum', '0xabc0000000000000000000000000000000000001')).toBeUndefined();
    expect(store.removePhone(grace, grace.phone_numbers[0]!.phone_id)).toBe(true);
    expect(store.removeWebauthnRegistration(grace, 'r1')).toBe(true);
    expect(store.findUserByPhone('+15555550100')).toBeUndefined();
    expect(store.findWebauthnRegistration('cred-1')).toBeUndefined();
    expect(store.indexDrift()).toEqual([]);
  });

  it('never find an entry removed by hand; find one added by hand once reindexed', () => {
    const { store, ada, grace } = twoUsers();
    grace.webauthn_registrations = [];
    ada.emails = [];
    expect(store.findWebauthnRegistration('cred-1')).toBeUndefined();
    expect(store.findUserByEmail('ada@example.com')).toBeUndefined();
    ada.phone_numbers.push({ phone_id: 'p2', phone_number: '+15555550199', verified: true });
    expect(store.indexDrift()).toEqual([`missing usersByPhone +15555550199 → ${ada.user_id}`]);
    store.reindex();
    expect(store.findUserByPhone('+15555550199')).toBe(ada);
    expect(store.indexDrift()).toEqual([]);
  });

  it('are built from an imported state, and emptied by a reset', () => {
    const { store, ada, grace } = twoUsers();
    const session = store.addSession({
      session_id: 's1', session_token: 'secret-1', user_id: ada.user_id, started_at: store.nowIso(), last_accessed_at: store.nowIso(),
      expires_at: store.nowIso(), authentication_factors: [], revoked: false,
    });
    store.deliver({ channel: 'sms', to: '+15555550100', subject: '', body: 'Your code is 123456', code: '123456', link: null });
    const loaded = new Store(JSON.parse(JSON.stringify(store.state)) as ReturnType<typeof emptyState>);
    expect(loaded.findUserByEmail('ada@example.com')?.user_id).toBe(ada.user_id);
    expect(loaded.findUserByPhone('+15555550100')?.user_id).toBe(grace.user_id);
    expect(loaded.findWebauthnRegistration('cred-1')?.user.user_id).toBe(grace.user_id);
    expect(loaded.findSessionByToken('secret-1')?.session_id).toBe(session.session_id);
    expect(loaded.sessionsOf(ada.user_id)).toHaveLength(1);
    expect(loaded.messagesTo('+15555550100').map((m) => m.code)).toEqual(['123456']);
    expect(loaded.indexDrift()).toEqual([]);

    loaded.reset();
    expect(loaded.findUserByEmail('ada@example.com')).toBeUndefined();
    expect(loaded.findSessionByToken('secret-1')).toBeUndefined();
    expect(loaded.messagesTo('+15555550100')).toEqual([]);
    expect(loaded.indexDrift()).toEqual([]);

    // Replacing the state, as an import does, indexes the new one.
    loaded.state = JSON.parse(JSON.stringify(store.state)) as ReturnType<typeof emptyState>;
    expect(loaded.findUserByEmail('ada@example.com')?.user_id).toBe(ada.user_id);
  });

  it('replace a method\'s passcode and forget every passcode of a destination, on any channel', () => {
    const store = new Store();
    const passcode = (method_id: string, destination: string, channel: 'email' | 'sms' = 'email') => ({
      method_id, channel, destination, user_id: 'u', code: '000000', expires_at: store.nowIso(), used: false, attempts: 0, locked: false,
    });
    store.putPasscode(passcode('m1', 'Ada@example.com'));
    store.putPasscode(passcode('m2', 'ada@example.com'));
    store.putPasscode(passcode('m3', '+15555550100', 'sms'));
    store.putPasscode(passcode('m3', 'grace@example.com'));
    expect(store.passcodesTo('ADA@example.com').map((p) => p.method_id)).toEqual(['m1', 'm2']);
    expect(store.passcodesTo('+15555550100')).toEqual([]);
    store.deletePasscodesTo('ada@example.com');
    expect(Object.keys(store.state.passcodes)).toEqual(['m3']);
    expect(store.indexDrift()).toEqual([]);
  });

  it('sweep expired challenges of a family, and find a wallet\'s pending challenge in any case', () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const store = new Store(undefined, { now: () => now });
    const challenge = (kind: 'webauthn_register' | 'crypto', minutes: number, details: Record<string, unknown> = {}) => ({
      challenge: 'c', kind, user_id: null, expires_at: new Date(now + minutes * 60_000).toISOString(), details,
    });
    store.putChallenge('webauthn-1', challenge('webauthn_register', 5));
    store.putChallenge('crypto-1', challenge('crypto', 5, { crypto_wallet_type: 'ethereum', crypto_wallet_address: '0xABC' }));
    now += 3 * 60_000;
    store.putChallenge('webauthn-2', challenge('webauthn_register', 5));
    expect(store.walletChallenges('ethereum', '0xabc').map(([key]) => key)).toEqual(['crypto-1']);
    now += 3 * 60_000;
    store.sweepExpiredChallenges('webauthn');
    expect(Object.keys(store.state.challenges)).toEqual(['crypto-1', 'webauthn-2']);
    store.sweepExpiredChallenges('crypto');
    expect(Object.keys(store.state.challenges)).toEqual(['webauthn-2']);
    expect(store.walletChallenges('ethereum', '0xabc')).toEqual([]);
    expect(store.indexDrift()).toEqual([]);
  });
});
