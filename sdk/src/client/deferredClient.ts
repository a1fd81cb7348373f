import { OAUTH_PROVIDERS } from '../protocol/constants.ts';
import { apiUrlFor } from './core/apiUrlFor.ts';
import { AuthError, isAuthError } from './core/AuthError.ts';
import { checkClientOptions } from './core/checkClientOptions.ts';
import { freshImport } from './core/freshImport.ts';
import { forwardingApi, preloadApi, type MethodNames } from './core/lazyApi.ts';
import { loadOnce } from './core/loadOnce.ts';
import { clientMessages } from './core/messages.ts';
import type { AuthClientOptions } from './core/types.ts';
import {
  MAGIC_LINKS_METHODS,
  OTPS_METHODS,
  CRYPTO_WALLETS_METHODS,
  PASSWORDS_METHODS,
  WEBAUTHN_METHODS,
  TOTPS_METHODS,
  USER_CALLS_METHODS,
  MEMBERS_METHODS,
} from './clientMethods.ts';
import type { AuthClient } from './createAuthClient.ts';
import type { SessionApi } from './products/session.ts';
import type { UserCalls } from './products/users/userCalls.ts';

type ClientModule = {
  createAuthClient: (publicToken: string, options?: AuthClientOptions) => AuthClient;
};

export interface DeferredClientOptions {
  /** The bare dynamic import of the client's module. */
  importClient?: () => Promise<ClientModule>;
  /**
   * When the module starts loading: at once (true), at the first call (false: a server's render, which makes none),
   * or when a scheduler runs the function it is given (the widget's first paint: an `import()` costs the main thread
   * a few ms, which the first screen should not wait for). What the scheduler returns cancels it on `dispose`.
   */
  start?: boolean | ((begin: () => void) => () => void);
}

/**
 * A client for a public token whose module (`createAuthClient` and all it holds) loads beside the widget's first
 * render instead of before it. Its async calls wait for the module and then go to the one client made from it, so a
 * press made before it arrives is sent once it has; its sync reads answer as a client with no session yet (null),
 * and `onChange` subscribers are told the real state once it is here. The options are checked at once, as
 * `createAuthClient` does.
 */
export function deferredClient(
  publicToken: string,
  options: AuthClientOptions = {},
  { importClient = () => import('./createAuthClient.ts'), start = true }: DeferredClientOptions = {},
): AuthClient {
  checkClientOptions(publicToken, options);
  let real: AuthClient | null = null;
  let disposed = false;
  /** Cancels a scheduled start: a client disposed before it never fetches its module. */
  let cancelStart = () => {};
  // What waits for the client: each runs once it is made, in the order it came.
  const waiting = new Set<(client: AuthClient) => void>();
  const importModule = freshImport(importClient);
  const client = loadOnce(() =>
    importModule().then(
      (module) => {
        if (real) return real;
        if (disposed) throw new AuthError('usage_error', 'The client was disposed before its module arrived.');
        real = module.createAuthClient(publicToken, options);
        for (const run of waiting) run(real);
        waiting.clear();
        return real;
      },
      (cause: unknown) => {
        // A module that cannot be fetched is a network failure, like a call that cannot reach the provider.
        throw isAuthError(cause)
          ? cause
          : new AuthError('network_error', clientMessages.networkError, {
              cause,
            });
      },
    ),
  );
  /** Runs `use` with the client now, or once it is made; the returned function cancels a use still waiting. */
  const whenMade = (use: (made: AuthClient) => void): (() => void) => {
    if (real) {
      use(real);
      return () => {};
    }
    waiting.add(use);
    return () => waiting.delete(use);
  };
  /** A namespace forwarding its async methods; preloading it loads the client and then the namespace's own part. */
  const forward = <T extends object>(pick: (made: AuthClient) => T, methods: NoInfer<MethodNames<T>>): T =>
    forwardingApi(
      () => client().then(pick),
      methods,
      () => client().then((made) => preloadApi(pick(made))),
    );
  /** An `onChange` that answers null until the client is made, then tells its listener the real state if it differs. */
  const onChange =
    <V>(
      read: (made: AuthClient) => {
        getSync(): V | null;
        onChange(callback: (value: V | null) => void): () => void;
      },
    ) =>
    (callback: (value: V | null) => void): (() => void) => {
      if (real) return read(real).onChange(callback);
      let stop = () => {};
      const cancel = whenMade((made) => {
        stop = read(made).onChange(callback);
        // Told "null" so far: the state the client starts with is a change.
        if (read(made).getSync() !== null) callback(read(made).getSync());
      });
      return () => {
        cancel();
        stop();
      };
    };
  const oauthMethods = {
    ...Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [provider, { start: true }])),
    googleOneTap: { start: true },
    authenticate: true,
  } as MethodNames<AuthClient['oauth']>;

  const deferred: AuthClient = {
    publicToken,
    apiUrl: apiUrlFor(publicToken, options.endpoints),
    magicLinks: forward((made) => made.magicLinks, MAGIC_LINKS_METHODS),
    otps: forward((made) => made.otps, OTPS_METHODS),
    oauth: forward((made) => made.oauth, oauthMethods),
    cryptoWallets: forward((made) => made.cryptoWallets, CRYPTO_WALLETS_METHODS),
    passwords: forward((made) => made.passwords, PASSWORDS_METHODS),
    webauthn: forward((made) => made.webauthn, WEBAUTHN_METHODS),
    totps: forward((made) => made.totps, TOTPS_METHODS),
    user: {
      ...forward<UserCalls>((made) => made.user, USER_CALLS_METHODS),
      getSync: () => real?.user.getSync() ?? null,
      onChange: onChange((made) => made.user),
    },
    session: {
      ...forward<Pick<SessionApi, 'authenticate' | 'revoke'>>((made) => made.session, { authenticate: true, revoke: true }),
      getSync: () => real?.session.getSync() ?? null,
      getTokens: () => real?.session.getTokens() ?? null,
      getIntermediateSessionToken: () => real?.session.getIntermediateSessionToken() ?? null,
      onChange: onChange((made) => made.session),
    },
    b2b: {
      organizations: {
        members: forward((made) => made.b2b.organizations.members, MEMBERS_METHODS),
      },
    },
    getBootstrap: () => client().then((made) => made.getBootstrap()),
    logEvent(name, details) {
      whenMade((made) => made.logEvent(name, details));
    },
    onWarning(callback) {
      let stop = () => {};
      const cancel = whenMade((made) => {
        stop = made.onWarning(callback);
      });
      return () => {
        cancel();
        stop();
      };
    },
    flushEvents: () =>
      client().then(
        (made) => made.flushEvents(),
        () => {},
      ),
    dispose() {
      disposed = true;
      cancelStart();
      waiting.clear();
      real?.dispose();
    },
  };
  // The module starts loading beside the first render, not at the first call.
  const begin = () => void client().catch(() => {});
  if (typeof start === 'function') cancelStart = start(begin);
  else if (start) begin();
  return deferred;
}
