/**
 * Every client call against every answer mutation the emulator can play (`mutate` faults: a hang, a slow drip,
 * truncated JSON, wrong field types, missing fields, an oversized body, a 5xx storm). Each call must come back within
 * its deadline with a typed `AuthError` (or, for a call that reads nothing of its answer, a success), and a failed
 * call must leave what the client stores (session, user, cookies, localStorage) exactly as it was.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { createWalletKeys, ethereumAddressOf, personalSign } from '@auth-widget/harness/testing/wallet';
import { totpCode } from '@auth-widget/harness/testing';
import type { AuthClient } from './createAuthClient.ts';
import { isAuthError } from './core/AuthError.ts';
import { nodeFetch } from '../../test/client/nodeFetch.ts';
import { injectFault, newestLinkToken, newestMessage, seedUser } from '../../test/client/devApi.ts';
import { signIn, STRONG_PASSWORD } from '../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();

/** The client's deadline here: short, so that a hang or a drip costs the run little. */
const TIMEOUT_MS = 400;

type Mutation = { mutate: string } & Record<string, unknown>;

const MUTATIONS: Record<string, Mutation> = {
  hang: { mutate: 'hang' },
  drip: { mutate: 'drip', drip_ms: 200, drip_bytes: 4 },
  truncate: { mutate: 'truncate' },
  wrong_types: { mutate: 'wrong_types' },
  missing_fields: { mutate: 'missing_fields' },
  oversized: { mutate: 'oversized', size_mb: 3 },
  storm: { mutate: 'storm', count: 4 },
};

/**
 * One call: what it needs first (`prepare`, run before the fault is armed), the path its answer comes from, and the
 * call itself. `readsNothing` marks the calls that use nothing of their answer (a send whose only result is the
 * message), which may succeed when only the answer's fields are broken.
 */
interface Call {
  name: string;
  path: string;
  signedIn?: boolean;
  readsNothing?: boolean;
  prepare?: (client: AuthClient) => Promise<unknown>;
  run: (client: AuthClient, prepared: unknown) => Promise<unknown>;
}

const EMAIL = 'fuzz@example.com';
const LINK_URL = 'http://localhost:3000/authenticate';
const PHONE = '+12025550123';

const CALLS: Call[] = [
  {
    name: 'magicLinks.email.loginOrCreate',
    path: '/magic_links/email/login_or_create',
    readsNothing: true,
    run: (c) => c.magicLinks.email.loginOrCreate(EMAIL, { login_magic_link_url: LINK_URL, signup_magic_link_url: LINK_URL }),
  },
  {
    name: 'magicLinks.authenticate',
    path: '/magic_links/authenticate',
    prepare: async (c) => {
      await c.magicLinks.email.loginOrCreate(EMAIL, { login_magic_link_url: LINK_URL, signup_magic_link_url: LINK_URL });
      return newestLinkToken(env.emulator, EMAIL);
    },
    run: (c, token) => c.magicLinks.authenticate(token as string, { session_duration_minutes: 30 }),
  },
  { name: 'otps.email.loginOrCreate', path: '/otps/email/login_or_create', run: (c) => c.otps.email.loginOrCreate(EMAIL) },
  { name: 'otps.sms.loginOrCreate', path: '/otps/sms/login_or_create', run: (c) => c.otps.sms.loginOrCreate(PHONE) },
  { name: 'otps.whatsapp.loginOrCreate', path: '/otps/whatsapp/login_or_create', run: (c) => c.otps.whatsapp.loginOrCreate(PHONE) },
  {
    name: 'otps.authenticate',
    path: '/otps/authenticate',
    prepare: async (c) => {
      const { method_id } = await c.otps.email.loginOrCreate(EMAIL);
      return { method_id, code: (await newestMessage(env.emulator, EMAIL)).code };
    },
    run: (c, p) => {
      const { method_id, code } = p as { method_id: string; code: string };
      return c.otps.authenticate(code, method_id, { session_duration_minutes: 30 });
    },
  },
  { name: 'passwords.create', path: '/passwords', run: (c) => c.passwords.create({ email: EMAIL, password: STRONG_PASSWORD, session_duration_minutes: 30 }) },
  {
    name: 'passwords.authenticate',
    path: '/passwords/authenticate',
    prepare: () => seedUser(env.emulator, EMAIL, STRONG_PASSWORD),
    run: (c) => c.passwords.authenticate({ email: EMAIL, password: STRONG_PASSWORD, session_duration_minutes: 30 }),
  },
  { name: 'passwords.strengthCheck', path: '/passwords/strength_check', run: (c) => c.passwords.strengthCheck({ password: STRONG_PASSWORD }) },
  {
    name: 'passwords.resetByEmailStart',
    path: '/passwords/email/reset/start',
    readsNothing: true,
    prepare: () => seedUser(env.emulator, EMAIL, STRONG_PASSWORD),
    run: (c) => c.passwords.resetByEmailStart({ email: EMAIL, reset_password_redirect_url: LINK_URL }),
  },
  {
    name: 'passwords.resetByEmail',
    path: '/passwords/email/reset',
    prepare: async (c) => {
      await seedUser(env.emulator, EMAIL, STRONG_PASSWORD);
      await c.passwords.resetByEmailStart({ email: EMAIL, reset_password_redirect_url: LINK_URL });
      return newestLinkToken(env.emulator, EMAIL);
    },
    run: (c, token) => c.passwords.resetByEmail({ token: token as string, password: `${STRONG_PASSWORD}x`, session_duration_minutes: 30 }),
  },
  {
    name: 'passwords.resetBySession',
    path: '/passwords/session/reset',
    signedIn: true,
    run: (c) => c.passwords.resetBySession({ password: `${STRONG_PASSWORD}y`, session_duration_minutes: 30 }),
  },
  {
    name: 'cryptoWallets.authenticateStart',
    path: '/crypto_wallets/authenticate/start/primary',
    run: (c) => c.cryptoWallets.authenticateStart({ crypto_wallet_address: ethereumAddressOf(createWalletKeys().ethereumSecretKey), crypto_wallet_type: 'ethereum' }),
  },
  {
    name: 'cryptoWallets.authenticate',
    path: '/crypto_wallets/authenticate',
    prepare: async (c) => {
      const key = createWalletKeys().ethereumSecretKey;
      const address = ethereumAddressOf(key);
      const { challenge } = await c.cryptoWallets.authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: 'ethereum' });
      return { address, signature: personalSign(key, new TextEncoder().encode(challenge)) };
    },
    run: (c, p) => {
      const { address, signature } = p as { address: string; signature: string };
      return c.cryptoWallets.authenticate({ crypto_wallet_address: address, crypto_wallet_type: 'ethereum', signature, session_duration_minutes: 30 });
    },
  },
  { name: 'session.authenticate', path: '/sessions/authenticate', signedIn: true, run: (c) => c.session.authenticate() },
  { name: 'session.revoke', path: '/sessions/revoke', signedIn: true, readsNothing: true, run: (c) => c.session.revoke() },
  { name: 'user.get', path: '/users/me', signedIn: true, run: (c) => c.user.get() },
  { name: 'user.update', path: '/users/me', signedIn: true, run: (c) => c.user.update({ untrusted_metadata: { plan: 'pro' } }) },
  {
    name: 'user.deleteEmail',
    path: '/users/emails/*',
    signedIn: true,
    run: (c) => c.user.deleteEmail(c.user.getSync()!.emails[0]!.email_id),
  },
  { name: 'user.search', path: '/users/search', run: (c) => c.user.search(EMAIL) },
  { name: 'totps.create', path: '/totps', signedIn: true, run: (c) => c.totps.create({ expiration_minutes: 10 }) },
  {
    name: 'totps.authenticate',
    path: '/totps/authenticate',
    signedIn: true,
    prepare: async (c) => (await c.totps.create({ expiration_minutes: 10 })).secret,
    run: (c, secret) => c.totps.authenticate({ totp_code: totpCode(secret as string, Date.now()), session_duration_minutes: 30 }),
  },
  {
    name: 'totps.recoveryCodes',
    path: '/totps/recovery_codes',
    signedIn: true,
    prepare: (c) => c.totps.create({ expiration_minutes: 10 }),
    run: (c) => c.totps.recoveryCodes(),
  },
  {
    name: 'b2b.organizations.members.search',
    path: '/b2b/organizations/members/search',
    run: (c) => c.b2b.organizations.members.search({ email_address: 'eve@acme.test', organization_id: 'organization-test-acme' }),
  },
];

/** What the client stores, in every place it stores it. */
function stored(client: AuthClient) {
  return {
    session: client.session.getSync(),
    user: client.user.getSync(),
    cookies: document.cookie.split(';').map((part) => part.trim()).sort(),
    localStorage: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
  };
}

/** The outcome of a call, or "hung" when it outlives its deadline by far. */
async function outcome(call: Promise<unknown>): Promise<{ kind: 'ok' } | { kind: 'error'; error: unknown } | { kind: 'hung' }> {
  let guard: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<{ kind: 'hung' }>((resolve) => (guard = setTimeout(() => resolve({ kind: 'hung' }), TIMEOUT_MS + 4_000)));
  try {
    return await Promise.race([call.then(() => ({ kind: 'ok' as const }), (error: unknown) => ({ kind: 'error' as const, error })), hung]);
  } finally {
    clearTimeout(guard);
  }
}

const tally = { tried: 0, typedErrors: 0, successes: 0, hangs: 0 };
afterAll(() => {
  console.log(`response fuzz: ${tally.tried} call × mutation pairs, ${tally.typedErrors} typed errors, ${tally.successes} successes, ${tally.hangs} hangs`);
});

describe.each(Object.entries(MUTATIONS))('under %s', (_name, mutation) => {
  test.each(CALLS.map((call) => [call.name, call] as const))('%s fails typed, in time, and stores nothing', async (_call, call) => {
    // What the call needs is made by a client of the usual deadline: a sign-in hashes a password (scrypt, in this
    // worker), which a loaded machine can stretch past the fuzzed call's short one. The fuzzed client starts after
    // it, from the cookies and storage it left, as a page opened next would.
    const preparer = env.client({ fetch: nodeFetch });
    if (call.signedIn) await signIn(preparer, EMAIL);
    const prepared = await call.prepare?.(preparer);
    const client = env.client({ timeoutMs: TIMEOUT_MS, fetch: nodeFetch });
    if (call.signedIn) expect(client.session.getSync()).not.toBeNull();
    const before = stored(client);
    await injectFault(env.emulator, { path: `/sdk/v1${call.path}`, ...mutation });
    const result = await outcome(call.run(client, prepared));
    tally.tried += 1;
    expect(result.kind).not.toBe('hung');
    if (result.kind === 'hung') tally.hangs += 1;
    if (result.kind === 'ok') {
      tally.successes += 1;
      // Only a call that reads nothing of its answer may take a broken one; a revoke that succeeds has signed out.
      expect(call.readsNothing && mutation.mutate !== 'hang' && mutation.mutate !== 'drip' && mutation.mutate !== 'oversized').toBe(true);
      if (call.name !== 'session.revoke') expect(stored(client)).toEqual(before);
      return;
    }
    if (result.kind === 'error') {
      expect(isAuthError(result.error), String(result.error)).toBe(true);
      tally.typedErrors += 1;
      expect(stored(client)).toEqual(before);
    }
  });
});
