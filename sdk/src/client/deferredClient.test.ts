import { expect, test, vi } from 'vitest';
import { isAuthError } from './core/AuthError.ts';
import { preloadApi, withPreload } from './core/lazyApi.ts';
import type { AuthClient } from './createAuthClient.ts';
import { deferredClient } from './deferredClient.ts';
import { EMULATOR_PUBLIC_TOKEN } from '../protocol/constants.ts';
import type { Session } from '../protocol/types.ts';

const session = { session_id: 'session-1' } as Session;

/** A client module that arrives when `arrive` is called, counting the clients made from it and what they were asked. */
function slowModule({ failures = 0 } = {}) {
  const calls: string[] = [];
  let listeners: ((value: Session | null) => void)[] = [];
  let current: Session | null = null;
  let made = 0;
  let imports = 0;
  let arrive = () => {};
  const webauthnPreload = vi.fn(async () => {});
  const fake = {
    otps: { email: { loginOrCreate: async (email: string) => calls.push(`otps.email.loginOrCreate ${email}`) } },
    webauthn: withPreload({}, webauthnPreload),
    session: {
      getSync: () => current,
      onChange: (callback: (value: Session | null) => void) => {
        listeners.push(callback);
        return () => (listeners = listeners.filter((listener) => listener !== callback));
      },
    },
    logEvent: (name: string) => calls.push(`logEvent ${name}`),
    getBootstrap: async () => ({ pkceRequiredForEmailMagicLinks: false }),
    dispose: () => calls.push('dispose'),
  };
  const importClient = () => {
    imports += 1;
    if (imports <= failures) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return new Promise<{ createAuthClient: () => AuthClient }>((resolve) => {
      arrive = () =>
        resolve({
          createAuthClient: () => {
            made += 1;
            return fake as unknown as AuthClient;
          },
        });
    });
  };
  return {
    importClient,
    arrive: async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    calls,
    made: () => made,
    imports: () => imports,
    webauthnPreload,
    signIn(value: Session | null) {
      current = value;
      for (const listener of listeners) listener(value);
    },
  };
}

test('a call made before the client module arrives is sent once it has, by the one client made from it', async () => {
  const module = slowModule();
  const client = deferredClient(EMULATOR_PUBLIC_TOKEN, {}, { importClient: module.importClient });
  const sent = client.otps.email.loginOrCreate('ada@example.com', {});
  const bootstrap = client.getBootstrap();
  expect(module.calls).toEqual([]);
  await module.arrive();
  await sent;
  expect(await bootstrap).toEqual({ pkceRequiredForEmailMagicLinks: false });
  expect(module.calls).toEqual(['otps.email.loginOrCreate ada@example.com']);
  await client.otps.email.loginOrCreate('bob@example.com', {});
  expect(module.calls).toEqual(['otps.email.loginOrCreate ada@example.com', 'otps.email.loginOrCreate bob@example.com']);
  expect(module.made()).toBe(1);
  expect(module.imports()).toBe(1);
});

test('sync reads answer "no session" until the client is made, and subscribers are told its state then', async () => {
  const module = slowModule();
  const client = deferredClient(EMULATOR_PUBLIC_TOKEN, {}, { importClient: module.importClient });
  module.signIn(session);
  const told: (Session | null)[] = [];
  const dropped = vi.fn();
  client.session.onChange((value) => told.push(value));
  client.session.onChange(dropped)();
  expect(client.session.getSync()).toBeNull();
  expect(client.session.getTokens()).toBeNull();
  expect(client.user.getSync()).toBeNull();
  await module.arrive();
  expect(client.session.getSync()).toBe(session);
  expect(told).toEqual([session]);
  module.signIn(null);
  expect(told).toEqual([session, null]);
  expect(dropped).not.toHaveBeenCalled();
  // Once the client is here, a subscriber is told changes only, as the client's own.
  module.signIn(session);
  const later: (Session | null)[] = [];
  client.session.onChange((value) => later.push(value));
  expect(later).toEqual([]);
  module.signIn(null);
  expect(later).toEqual([null]);
});

test('events logged before the client is made are logged on it, in order; apiUrl and publicToken are there at once', async () => {
  const module = slowModule();
  const client = deferredClient(EMULATOR_PUBLIC_TOKEN, {}, { importClient: module.importClient });
  expect(client.publicToken).toBe(EMULATOR_PUBLIC_TOKEN);
  expect(client.apiUrl).toMatch(/^http/);
  client.logEvent('render_login_screen');
  client.logEvent('second');
  await module.arrive();
  expect(module.calls).toEqual(['logEvent render_login_screen', 'logEvent second']);
});

test('refuses bad options at once, before any import', () => {
  const module = slowModule();
  let error: unknown;
  try {
    deferredClient(EMULATOR_PUBLIC_TOKEN, { timeoutMs: -1 }, { importClient: module.importClient });
  } catch (caught) {
    error = caught;
  }
  expect(isAuthError(error, 'usage_error')).toBe(true);
  expect(module.imports()).toBe(0);
});

test('a module that cannot be fetched fails the call as a network error, and the next call loads it again', async () => {
  const module = slowModule({ failures: 2 });
  const client = deferredClient(EMULATOR_PUBLIC_TOKEN, {}, { importClient: module.importClient });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const error = await client.getBootstrap().catch((caught: unknown) => caught);
  expect(isAuthError(error, 'network_error')).toBe(true);
  const sent = client.otps.email.loginOrCreate('ada@example.com', {});
  await module.arrive();
  await sent;
  expect(module.calls).toEqual(['otps.email.loginOrCreate ada@example.com']);
});

test('preloading a namespace loads the client and then that namespace', async () => {
  const module = slowModule();
  const client = deferredClient(EMULATOR_PUBLIC_TOKEN, {}, { importClient: module.importClient });
  preloadApi(client.webauthn);
  expect(module.webauthnPreload).not.toHaveBeenCalled();
  await module.arrive();
  expect(module.webauthnPreload).toHaveBeenCalledTimes(1);
});

test('disposed before its module arrives, no client is made; disposed after, the client is', async () => {
  const early = slowModule();
  deferredClient(EMULATOR_PUBLIC_TOKEN, {}, { importClient: early.importClient }).dispose();
  await early.arrive();
  expect(early.made()).toBe(0);
  const late = slowModule();
  const client = deferredClient(EMULATOR_PUBLIC_TOKEN, {}, { importClient: late.importClient });
  await late.arrive();
  client.dispose();
  expect(late.calls).toEqual(['dispose']);
});

test('a scheduled start loads the module when the scheduler runs it, once, and a call before then loads it at once', async () => {
  const module = slowModule();
  let scheduled: (() => void) | undefined;
  deferredClient(EMULATOR_PUBLIC_TOKEN, {}, {
    importClient: module.importClient,
    start: (begin) => {
      scheduled = begin;
      return () => {};
    },
  });
  expect(module.imports()).toBe(0);
  scheduled!();
  expect(module.imports()).toBe(1);

  const early = slowModule();
  let late: (() => void) | undefined;
  const client = deferredClient(EMULATOR_PUBLIC_TOKEN, {}, {
    importClient: early.importClient,
    start: (begin) => {
      late = begin;
      return () => {};
    },
  });
  const sent = client.otps.email.loginOrCreate('ada@example.com');
  expect(early.imports()).toBe(1);
  late!();
  await early.arrive();
  await sent;
  expect(early.imports()).toBe(1);
  expect(early.calls).toEqual(['otps.email.loginOrCreate ada@example.com']);
});

test('a client disposed before its scheduled start cancels it, and never fetches its module', () => {
  const module = slowModule();
  let cancelled = 0;
  const client = deferredClient(EMULATOR_PUBLIC_TOKEN, {}, { importClient: module.importClient, start: () => () => (cancelled += 1) });
  client.dispose();
  expect(cancelled).toBe(1);
  expect(module.imports()).toBe(0);
});
