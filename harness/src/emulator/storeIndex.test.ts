import { beforeEach, describe, expect, it } from 'vitest';
import bs58 from 'bs58';
import { SoftAuthenticator } from '../testing/softAuthenticator.ts';
import { createWalletKeys, ethereumAddressOf, personalSign, solanaAddressOf, solanaSign } from '../testing/walletSigner.ts';
import { Store, type EmulatorState } from './store.ts';
import { StoreIndex } from './storeIndex.ts';
import { useEmulator } from './testing.ts';

const api = useEmulator();
const urls = { login_magic_link_url: 'http://localhost:3000/login', signup_magic_link_url: 'http://localhost:3000/signup' };
const ORIGIN = 'http://localhost:5173';
const STRONG = 'correct-Horse-battery-staple-42';

/** The collections the lookups stand in for: a route that walks one of them instead would cost more with every user. */
const WATCHED = ['users', 'sessions', 'tokens', 'passcodes', 'challenges'] as const;

/** Names of the watched collections something listed (Object.values, for…in, a spread) since the last reset. */
let listed: string[] = [];

/** Puts each watched collection behind a proxy that notes when its keys are listed; reads and writes by key go on. */
function watchCollections(store: Store): void {
  const state: EmulatorState = { ...store.state };
  for (const name of WATCHED) {
    state[name] = new Proxy(store.state[name], {
      ownKeys(target) {
        listed.push(name);
        return Reflect.ownKeys(target);
      },
    }) as never;
  }
  store.state = state;
  listed = [];
}

beforeEach(() => {
  watchCollections(api.emulator.store);
});

function newestCode(to: string): string {
  return api.emulator.store.messagesTo(to)[0]?.code ?? '';
}

function newestToken(to: string): string {
  return new URL(api.emulator.store.messagesTo(to)[0]?.link ?? '').searchParams.get('token') ?? '';
}

/** A call that must succeed; its `data`. */
async function ok(method: string, path: string, body?: unknown, sessionToken?: string) {
  const res = await api.call(method, path, body, sessionToken);
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(200);
  return res.json.data;
}

describe('the store\'s lookups under the routes', () => {
  it('serve every sign-up, sign-in and factor change without listing a collection, and agree with the records after', async () => {
    const store = api.emulator.store;

    // Passcodes: a sign-up by email and by SMS, then a second email added to the signed-in user.
    const { method_id: adaEmail } = await ok('POST', '/otps/email/login_or_create', { email: 'Ada@Example.com' });
    const ada = await ok('POST', '/otps/authenticate', { token: newestCode('ada@example.com'), method_id: adaEmail });
    const { method_id: phoneId } = await ok('POST', '/otps/sms/login_or_create', { phone_number: '+15555550100' });
    const phoneUser = await ok('POST', '/otps/authenticate', { token: newestCode('+15555550100'), method_id: phoneId });
    const { method_id: workEmail } = await ok('POST', '/otps/email/send/secondary', { email: 'ada@work.example' }, ada.session_token);
    await ok('POST', '/otps/authenticate', { token: newestCode('ada@work.example'), method_id: workEmail }, ada.session_token);
    expect(await ok('POST', '/otps/email/send/primary', { email: 'ADA@work.example' })).toMatchObject({ user_id: ada.user_id });

    // Magic links: a sign-up, and an address attached to the signed-in user through a secondary send.
    await ok('POST', '/magic_links/email/login_or_create', { email: 'grace@example.com', ...urls });
    await ok('POST', '/magic_links/authenticate', { token: newestToken('grace@example.com') });
    await ok('POST', '/magic_links/email/send/secondary', { email: 'ada@home.example', ...urls }, ada.session_token);
    await ok('POST', '/magic_links/email/send/secondary', { email: 'ada@home.example', ...urls }, ada.session_token);
    await ok('POST', '/magic_links/authenticate', { token: newestToken('ada@home.example') });

    // Passwords: create, search, log in, reset by email (which ends every session of the user).
    const pw = await ok('POST', '/passwords', { email: 'pw@example.com', password: STRONG });
    expect(await ok('POST', '/users/search', { email: 'PW@example.com' })).toMatchObject({ userType: 'password' });
    await ok('POST', '/passwords/authenticate', { email: 'pw@example.com', password: STRONG });
    await ok('POST', '/passwords/email/reset/start', { email: 'pw@example.com', reset_password_redirect_url: 'http://localhost:3000/reset' });
    await ok('POST', '/passwords/email/reset', { token: newestToken('pw@example.com'), password: `${STRONG}-2` });
    expect((await api.call('POST', '/sessions/authenticate', {}, pw.session_token)).status).toBe(404);

    // Seeded through the dev route.
    expect((await api.raw('POST', '/__dev/api/users', { email: 'seeded@example.com', phone_number: '+15555550111' })).status).toBe(201);
    expect(await ok('POST', '/users/search', { email: 'seeded@example.com' })).toMatchObject({ userType: 'passwordless' });

    // Wallets: an Ethereum sign-up (the address sent in lower case), a Solana wallet added to Ada.
    const keys = createWalletKeys();
    const ethereum = ethereumAddressOf(keys.ethereumSecretKey);
    const solana = solanaAddressOf(keys.solanaSeed);
    const started = await ok('POST', '/crypto_wallets/authenticate/start/primary', { crypto_wallet_address: ethereum.toLowerCase(), crypto_wallet_type: 'ethereum' });
    await ok('POST', '/crypto_wallets/authenticate/start/primary', { crypto_wallet_address: ethereum, crypto_wallet_type: 'ethereum' });
    const challenge = (await ok('POST', '/crypto_wallets/authenticate/start/primary', { crypto_wallet_address: ethereum, crypto_wallet_type: 'ethereum' })).challenge;
    const walletUser = await ok('POST', '/crypto_wallets/authenticate', {
      crypto_wallet_address: ethereum, crypto_wallet_type: 'ethereum', signature: personalSign(keys.ethereumSecretKey, new TextEncoder().encode(challenge)),
    });
    expect(walletUser.user_id).toBe(started.user_id);
    const solanaChallenge = (await ok('POST', '/crypto_wallets/authenticate/start/secondary', { crypto_wallet_address: solana, crypto_wallet_type: 'solana' }, ada.session_token)).challenge;
    const withSolana = await ok('POST', '/crypto_wallets/authenticate', {
      crypto_wallet_address: solana, crypto_wallet_type: 'solana', signature: bs58.encode(solanaSign(keys.solanaSeed, new TextEncoder().encode(solanaChallenge))),
    }, ada.session_token);

    // A passkey registered by Ada, then a passkey login.
    const authenticator = new SoftAuthenticator();
    const creation = JSON.parse((await ok('POST', '/webauthn/register/start', { domain: 'localhost', return_passkey_credential_options: true }, ada.session_token)).public_key_credential_creation_options);
    const registered = await ok('POST', '/webauthn/register', { public_key_credential: JSON.stringify(authenticator.register(creation, { origin: ORIGIN })) }, ada.session_token);
    const request = JSON.parse((await ok('POST', '/webauthn/authenticate/start/primary', { domain: 'localhost', return_passkey_credential_options: true })).public_key_credential_request_options);
    const passkeyLogin = await ok('POST', '/webauthn/authenticate', { public_key_credential: JSON.stringify(authenticator.authenticate(request, { origin: ORIGIN })) });
    expect(passkeyLogin.user_id).toBe(ada.user_id);
    await ok('POST', '/sessions/authenticate', {}, passkeyLogin.session_token);

    // Factors deleted: each lookup forgets them.
    const adaNow = store.state.users[ada.user_id]!;
    const work = adaNow.emails.find((e) => e.email === 'ada@work.example')!;
    await ok('DELETE', `/users/emails/${work.email_id}`, undefined, ada.session_token);
    await ok('DELETE', `/users/webauthn_registrations/${registered.webauthn_registration_id}`, undefined, ada.session_token);
    const solanaEntry = (withSolana.user.crypto_wallets as { crypto_wallet_id: string; crypto_wallet_type: string }[]).find((w) => w.crypto_wallet_type === 'solana')!;
    await ok('DELETE', `/users/crypto_wallets/${solanaEntry.crypto_wallet_id}`, undefined, ada.session_token);
    const phoneEntry = store.state.users[phoneUser.user_id]!.phone_numbers[0]!;
    await ok('DELETE', `/users/phone_numbers/${phoneEntry.phone_id}`, undefined, phoneUser.session_token);

    expect(await ok('POST', '/users/search', { email: 'ada@work.example' })).toMatchObject({ userType: 'new' });
    expect((await api.call('POST', '/otps/sms/send/primary', { phone_number: '+15555550100' })).json.error_type).toBe('phone_number_not_found');
    const passkeyAgain = JSON.parse((await ok('POST', '/webauthn/authenticate/start/primary', { domain: 'localhost' })).public_key_credential_request_options);
    const gone = await api.call('POST', '/webauthn/authenticate', { public_key_credential: JSON.stringify(authenticator.authenticate(passkeyAgain, { origin: ORIGIN })) });
    expect(gone.json.error_type).toBe('webauthn_registration_not_found');
    expect((await ok('POST', '/crypto_wallets/authenticate/start/primary', { crypto_wallet_address: solana, crypto_wallet_type: 'solana' })).user_created).toBe(true);
    expect(await ok('POST', '/users/search', { email: 'ada@home.example' })).toMatchObject({ userType: 'passwordless' });

    expect(listed).toEqual([]);
    expect(store.indexDrift()).toEqual([]);

    // Saved and loaded again (`--data`), the lookups are rebuilt and find the same users.
    const loaded = new Store(JSON.parse(JSON.stringify(store.state)) as EmulatorState);
    expect(loaded.indexDrift()).toEqual([]);
    expect(StoreIndex.of(loaded.state).describe()).toEqual(StoreIndex.of(store.state).describe());
    expect(loaded.findUserByEmail('ada@home.example')?.user_id).toBe(ada.user_id);
    expect(loaded.findUserByWallet('ethereum', ethereum.toLowerCase())?.user_id).toBe(walletUser.user_id);
  });

  it('are what a test would notice drifting: a record changed behind the store\'s back shows up', async () => {
    const store = api.emulator.store;
    const { user_id } = await ok('POST', '/otps/email/login_or_create', { email: 'ada@example.com' });
    expect(store.indexDrift()).toEqual([]);
    store.state.users[user_id]!.emails.push({ email_id: 'email-by-hand', email: 'Hand@example.com', verified: false });
    expect(store.indexDrift()).toEqual([`missing usersByEmail hand@example.com → ${user_id}`]);
    // What the lookups find is checked against the record: an entry removed by hand is not found, nor reported stale.
    store.state.users[user_id]!.emails = [];
    expect(store.findUserByEmail('ada@example.com')).toBeUndefined();
    expect(store.indexDrift()).toEqual([]);
  });
});

describe('StoreIndex.of', () => {
  it('files a hand-written state\'s records, skipping entries without the field a lookup is keyed on', () => {
    const state = {
      users: {
        u1: { emails: [{ email: 'A@x.example' }], phone_numbers: [{}], webauthn_registrations: [{}], crypto_wallets: [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: '0xAB' }] },
        u2: { emails: [{ email: 'a@X.example' }] },
      },
      sessions: { s1: { session_token: 't1', user_id: 'u1' } },
      tokens: { secret: { user_id: 'u2' } },
      passcodes: { m1: { destination: 'A@x.example' } },
      challenges: { 'crypto-1': { kind: 'crypto', details: { crypto_wallet_type: 'solana', crypto_wallet_address: 'Sol' } }, 'webauthn-1': { kind: 'webauthn_register', details: {} } },
    };
    const index = StoreIndex.of(state as never);
    expect(index.usersByEmail.ids('a@x.example')).toEqual(['u1', 'u2']);
    expect(index.usersByPhone.size).toBe(0);
    expect(index.usersByCredential.size).toBe(0);
    expect(index.usersByWallet.ids('ethereum:0xab')).toEqual(['u1']);
    expect(index.sessionsByToken.ids('t1')).toEqual(['s1']);
    expect(index.sessionsByUser.ids('u1')).toEqual(['s1']);
    expect(index.tokensByUser.ids('u2')).toEqual(['secret']);
    expect(index.passcodesByDestination.ids('a@x.example')).toEqual(['m1']);
    expect(index.challengesByWallet.ids('solana:Sol')).toEqual(['crypto-1']);
    expect([...index.challengeQueues.webauthn]).toEqual(['webauthn-1']);
    expect([...index.challengeQueues.crypto]).toEqual(['crypto-1']);
  });
});
