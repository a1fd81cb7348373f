import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { AuthError, isAuthError, type AuthErrorCode } from './AuthError.ts';
import { compact, sendVariant, type ClientContext } from './context.ts';
import { clientMessages } from './messages.ts';
import type { AuthenticateResponse, BaseResponse, User } from './types.ts';
import { checkUsage } from './usage.ts';
import { refreshUser } from './users.ts';

/** Options of `webauthn.register`. */
export interface WebauthnRegisterOptions {
  /** The relying party id; defaults to this page's hostname. */
  domain?: string;
  /** `platform` (this device) or `cross-platform` (a security key); unset lets the browser offer both. */
  authenticator_type?: 'platform' | 'cross-platform' | (string & {});
  /** Ask for a discoverable credential (a passkey) rather than a second-factor key. */
  is_passkey?: boolean;
  session_duration_minutes?: number;
  /** Shown in the user's list of registrations; defaults to `navigator.userAgent`. */
  user_agent?: string;
}

/** Options of `webauthn.authenticate`. */
export interface WebauthnAuthenticateOptions {
  domain?: string;
  session_duration_minutes?: number;
  is_passkey?: boolean;
  /** Passkey autofill: the browser offers the passkeys in the username field's suggestions. */
  conditional_mediation?: boolean;
  /** Aborting it cancels the ceremony (the widget does so when the user picks another method). */
  signal?: AbortSignal;
}

/** Options of `webauthn.update`: rename a registration. */
export interface WebauthnUpdateOptions {
  webauthn_registration_id: string;
  name: string;
}

/** The answer of a registration or a passkey login. */
export interface WebauthnAuthenticateResponse extends Partial<AuthenticateResponse> {
  user_id: string;
  webauthn_registration_id?: string;
}

/** The answer of `PUT /webauthn/update/{id}`, with the user as it is after the rename. */
export interface WebauthnUpdateResponse extends BaseResponse {
  webauthn_registration?: { webauthn_registration_id: string; name: string };
  user: User;
}

type Browser = typeof import('@simplewebauthn/browser');

let browserModule: Promise<Browser> | null = null;

/** `@simplewebauthn/browser`, loaded on the first passkey call so pages without passkeys never download it. */
function loadBrowser(): Promise<Browser> {
  browserModule ??= import('@simplewebauthn/browser').catch((error: unknown) => {
    browserModule = null;
    throw error;
  });
  return browserModule;
}

/** The browser's error names that mean the user said no, closed the prompt, or the ceremony was aborted. */
const CANCEL_NAMES = new Set(['NotAllowedError', 'AbortError']);

/**
 * Maps an error of a WebAuthn ceremony to an AuthError, keeping the browser's message (the widget matches the
 * "already registered" texts of Chromium and Safari) and the original error as `cause`.
 */
export function webauthnError(error: unknown): AuthError {
  if (isAuthError(error)) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  let code: AuthErrorCode = 'other';
  if (CANCEL_NAMES.has(name)) code = 'user_cancellation';
  else if (name === 'NotSupportedError' || /WebAuthn is not supported/i.test(message)) code = 'passkeys_unsupported';
  else if (name === 'SecurityError') code = 'passkeys_misconfigured';
  return new AuthError(code, message || 'The passkey request failed.', { cause: error });
}

/** The options the provider sends as a JSON string; anything else is a broken answer, not a browser problem. */
function parseOptions<T>(text: unknown, field: string): T {
  if (typeof text !== 'string') {
    throw new AuthError('passkeys_invalid_encoding', `The provider's answer has no ${field}.`);
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { challenge?: unknown }).challenge !== 'string') {
      throw new Error(`${field} has no challenge`);
    }
    return parsed as T;
  } catch (cause) {
    throw new AuthError('passkeys_invalid_encoding', `The provider's ${field} is not valid WebAuthn options JSON.`, { cause });
  }
}

/** Loads the browser library and refuses at once where WebAuthn does not exist (an old browser, a server). */
async function browserWithWebauthn(): Promise<Browser> {
  const browser = await loadBrowser();
  if (!browser.browserSupportsWebAuthn()) throw new AuthError('passkeys_unsupported', clientMessages.passkeysUnsupported);
  return browser;
}

function defaultDomain(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.hostname;
}

function defaultUserAgent(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
}

function cancelled(): AuthError {
  return new AuthError('user_cancellation', 'The passkey request was cancelled.');
}

/** The `webauthn` namespace: passkeys and security keys, registered and used to sign in (spec section 7). */
export function createWebauthnApi(ctx: ClientContext) {
  /** A registration or login answer carries a session: apply it; one without a session only updates the user. */
  function applyAnswer(answer: WebauthnAuthenticateResponse): void {
    if (answer.session_token && answer.session_jwt && answer.session && answer.user) ctx.session.applyResponse(answer);
    else if (answer.user) ctx.session.setUser(answer.user);
  }

  return {
    /**
     * Registers a passkey (or security key) for the signed-in user: `/webauthn/register/start`, the browser's
     * `navigator.credentials.create()` ceremony, then `/webauthn/register`.
     */
    async register(options: WebauthnRegisterOptions = {}): Promise<WebauthnAuthenticateResponse> {
      checkUsage('webauthn.register', [
        ['domain', options.domain, 'string', 'optional'],
        ['authenticator_type', options.authenticator_type, 'string', 'optional'],
        ['is_passkey', options.is_passkey, 'boolean', 'optional'],
        ['session_duration_minutes', options.session_duration_minutes, 'number', 'optional'],
        ['user_agent', options.user_agent, 'string', 'optional'],
      ]);
      const browser = await browserWithWebauthn();
      const start = await ctx.network.request<BaseResponse & { public_key_credential_creation_options?: unknown }>({
        method: 'POST',
        path: '/webauthn/register/start',
        body: compact({
          domain: options.domain ?? defaultDomain(),
          authenticator_type: options.authenticator_type,
          return_passkey_credential_options: options.is_passkey,
          user_agent: options.user_agent ?? defaultUserAgent(),
        }),
      });
      const optionsJSON = parseOptions<PublicKeyCredentialCreationOptionsJSON>(
        start.public_key_credential_creation_options,
        'public_key_credential_creation_options',
      );
      let credential: Awaited<ReturnType<Browser['startRegistration']>>;
      try {
        credential = await browser.startRegistration({ optionsJSON });
      } catch (error) {
        throw webauthnError(error);
      }
      const answer = await ctx.network.request<WebauthnAuthenticateResponse>({
        method: 'POST',
        path: '/webauthn/register',
        body: compact({
          public_key_credential: JSON.stringify(credential),
          session_duration_minutes: options.session_duration_minutes,
        }),
      });
      applyAnswer(answer);
      return answer;
    },

    /**
     * Signs in with a passkey: `/webauthn/authenticate/start/primary` (or `secondary` with a session), the
     * browser's `navigator.credentials.get()` ceremony (autofill with `conditional_mediation`), then
     * `/webauthn/authenticate`. Aborting `signal` cancels the ceremony with a `user_cancellation` error.
     */
    async authenticate(options: WebauthnAuthenticateOptions = {}): Promise<WebauthnAuthenticateResponse> {
      checkUsage('webauthn.authenticate', [
        ['domain', options.domain, 'string', 'optional'],
        ['session_duration_minutes', options.session_duration_minutes, 'number', 'optional'],
        ['is_passkey', options.is_passkey, 'boolean', 'optional'],
        ['conditional_mediation', options.conditional_mediation, 'boolean', 'optional'],
        ['signal', options.signal, 'object', 'optional'],
      ]);
      const { signal } = options;
      if (signal?.aborted) throw cancelled();
      const browser = await browserWithWebauthn();
      const start = await ctx.network.request<BaseResponse & { public_key_credential_request_options?: unknown }>({
        method: 'POST',
        path: `/webauthn/authenticate/start/${sendVariant(ctx)}`,
        body: compact({ domain: options.domain ?? defaultDomain(), return_passkey_credential_options: options.is_passkey }),
      });
      if (signal?.aborted) throw cancelled();
      const optionsJSON = parseOptions<PublicKeyCredentialRequestOptionsJSON>(
        start.public_key_credential_request_options,
        'public_key_credential_request_options',
      );
      // The library owns the ceremony's AbortController (one ceremony at a time); our signal asks it to cancel.
      const onAbort = () => browser.WebAuthnAbortService.cancelCeremony();
      signal?.addEventListener('abort', onAbort, { once: true });
      let credential: Awaited<ReturnType<Browser['startAuthentication']>>;
      try {
        credential = await browser.startAuthentication({
          optionsJSON,
          useBrowserAutofill: options.conditional_mediation ?? false,
        });
      } catch (error) {
        throw signal?.aborted ? new AuthError('user_cancellation', cancelled().message, { cause: error }) : webauthnError(error);
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
      if (signal?.aborted) throw cancelled();
      const answer = await ctx.network.request<WebauthnAuthenticateResponse>({
        method: 'POST',
        path: '/webauthn/authenticate',
        body: compact({
          public_key_credential: JSON.stringify(credential),
          session_duration_minutes: options.session_duration_minutes,
        }),
      });
      applyAnswer(answer);
      return answer;
    },

    /** `PUT /webauthn/update/{id}`: renames a registration, then refreshes the stored user so lists show the name. */
    async update(options: WebauthnUpdateOptions): Promise<WebauthnUpdateResponse> {
      checkUsage('webauthn.update', [
        ['webauthn_registration_id', options?.webauthn_registration_id, 'string'],
        ['name', options?.name, 'string'],
      ]);
      const answer = await ctx.network.request<BaseResponse & { webauthn_registration?: WebauthnUpdateResponse['webauthn_registration'] }>({
        method: 'PUT',
        path: `/webauthn/update/${encodeURIComponent(options.webauthn_registration_id)}`,
        body: { name: options.name },
      });
      const user = await refreshUser(ctx);
      return { ...answer, user };
    },

    /** True when the browser can offer passkeys in form autofill (conditional mediation). */
    async browserSupportsAutofill(): Promise<boolean> {
      try {
        return await (await loadBrowser()).browserSupportsWebAuthnAutofill();
      } catch {
        return false;
      }
    },
  };
}

/** The `webauthn` namespace of a client. */
export type WebauthnApi = ReturnType<typeof createWebauthnApi>;
