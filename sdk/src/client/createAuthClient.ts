import { createStore } from 'jotai/vanilla';
import { Bootstrap } from './core/bootstrap.ts';
import { createBotProtection } from './core/botProtection/createBotProtection.ts';
import { apiUrlFor } from './core/apiUrlFor.ts';
import type { ClientContext } from './core/context.ts';
import { EventLogger } from './core/events.ts';
import { Network } from './core/network/Network.ts';
import { SessionManager } from './core/session/SessionManager.ts';
import type { StorageWarning } from './core/session/storageWarningTypes.ts';
import { createSessionApi } from './products/session.ts';
import type { AuthClientOptions, CookieOptions } from './core/types.ts';
import type { BootstrapData } from '../protocol/types.ts';
import { checkClientOptions } from './core/checkClientOptions.ts';
import {
  CRYPTO_WALLETS_METHODS,
  MAGIC_LINKS_METHODS,
  MEMBERS_METHODS,
  OTPS_METHODS,
  PASSWORDS_METHODS,
  TOTPS_METHODS,
  WEBAUTHN_METHODS,
} from './clientMethods.ts';
import type { B2bApi } from './products/b2b.ts';
import type { CryptoWalletsApi } from './products/cryptoWallets.ts';
import { lazyApi } from './core/lazyApi.ts';
import type { MagicLinksApi } from './products/magicLinks.ts';
import { createOAuthApi } from './products/oauth/oauth.ts';
import type { OtpsApi } from './products/otps.ts';
import type { PasswordsApi } from './products/passwords.ts';
import type { TotpsApi } from './products/totps.ts';
import { createUserApi } from './products/users/users.ts';
import type { WebauthnApi } from './products/webauthn/webauthn.ts';

/**
 * Creates the client for a public token (`checkClientOptions` says what it refuses); `endpoints` overrides the
 * test and live API origins.
 */
export function createAuthClient(publicToken: string, options: AuthClientOptions = {}) {
  checkClientOptions(publicToken, options);
  const cookieOptions: CookieOptions = options.cookieOptions ?? {};

  const store = createStore();
  const session = new SessionManager({ store, publicToken, cookieOptions, autoRefresh: options.autoRefresh });
  const apiUrl = apiUrlFor(publicToken, options.endpoints);
  const endpoints = options.endpoints ?? {};
  // Bootstrap reads through the network, and bot protection reads bootstrap: it is asked for at the first protected call.
  let bootstrap: Bootstrap | null = null;
  const botProtection = createBotProtection({
    publicToken,
    apiUrl,
    endpoints,
    bootstrap: () => bootstrap!.get(),
    captchaToken: options.captchaToken,
    dfpTelemetryId: options.dfpTelemetryId,
  });
  const network = new Network({
    apiUrl,
    publicToken,
    sessionToken: () => session.currentToken(),
    telemetrySubject: () => {
      const snapshot = session.getSnapshot();
      return { user_id: snapshot?.user.user_id, session_id: snapshot?.session.session_id };
    },
    fetch: options.fetch,
    botProtection,
    timeoutMs: options.timeoutMs,
  });
  bootstrap = new Bootstrap(network, publicToken, (data) => botProtection.warm(data));
  const ctx: ClientContext = {
    publicToken,
    apiUrl,
    endpoints,
    network,
    session,
    bootstrap,
    events: new EventLogger(network),
  };
  session.start(network);
  // Counted where a page runs it; a client made during server rendering is not an SDK instance of a visitor.
  // The details the reference provider's SDK sends: a headless client has no callbacks registered at this point.
  if (typeof window !== 'undefined') {
    ctx.events.log('sdk_instance_instantiated', {
      event_callback_registered: false,
      error_callback_registered: false,
      success_callback_registered: false,
    });
  }

  return {
    publicToken,
    apiUrl,
    magicLinks: lazyApi(() => import('./products/magicLinks.ts'), (m): MagicLinksApi => m.createMagicLinksApi(ctx), MAGIC_LINKS_METHODS),
    otps: lazyApi(() => import('./products/otps.ts'), (m): OtpsApi => m.createOtpsApi(ctx), OTPS_METHODS),
    oauth: createOAuthApi(ctx),
    cryptoWallets: lazyApi(() => import('./products/cryptoWallets.ts'), (m): CryptoWalletsApi => m.createCryptoWalletsApi(ctx), CRYPTO_WALLETS_METHODS),
    passwords: lazyApi(() => import('./products/passwords.ts'), (m): PasswordsApi => m.createPasswordsApi(ctx), PASSWORDS_METHODS),
    webauthn: lazyApi(() => import('./products/webauthn/webauthn.ts'), (m): WebauthnApi => m.createWebauthnApi(ctx), WEBAUTHN_METHODS),
    totps: lazyApi(() => import('./products/totps.ts'), (m): TotpsApi => m.createTotpsApi(ctx), TOTPS_METHODS),
    user: createUserApi(ctx),
    session: createSessionApi(ctx),
    b2b: {
      organizations: {
        members: lazyApi(
          () => import('./products/b2b.ts'),
          (m): B2bApi['organizations']['members'] => m.createB2bApi(ctx).organizations.members,
          MEMBERS_METHODS,
        ),
      },
    },
    /** The project's bootstrap data, fetched once; the defaults when it cannot be read (no watermark,
     * captcha, PKCE and organization creation off). */
    getBootstrap(): Promise<BootstrapData> {
      return ctx.bootstrap.get();
    },
    /** Logs a telemetry event (batched). */
    logEvent(name: string, details?: Record<string, unknown>): void {
      ctx.events.log(name, details);
    },
    /**
     * Calls back when the browser refuses the client's storage: cookies or localStorage blocked (a sandboxed
     * frame), localStorage full, a cookie written but not kept or too large to write (see `StorageWarningKind`). The
     * client then keeps what was refused in this page's memory, so sign-ins still complete; without its cookies the
     * session ends with the page, without localStorage other tabs do not follow it. Each kind is told once (and logged once with
     * `console.warn`), and a listener added later is told the ones raised already (most come while the client is
     * created, or once the page is idle after it). Returns the unsubscribe function.
     */
    onWarning(callback: (warning: StorageWarning) => void): () => void {
      return session.warnings.listen(callback);
    },
    /** Sends pending telemetry now. */
    flushEvents(): Promise<void> {
      return ctx.events.flush();
    },
    /** Stops background work: refresh timer, storage and page listeners, pending telemetry. */
    dispose(): void {
      session.dispose();
      void ctx.events.flush();
      ctx.events.dispose();
    },
  };
}

/** A client made by `createAuthClient`. */
export type AuthClient = ReturnType<typeof createAuthClient>;
