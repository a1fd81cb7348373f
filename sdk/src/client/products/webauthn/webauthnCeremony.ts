import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { BaseResponse } from '../../../protocol/types.ts';
import type { WebauthnAuthenticateOptions, WebauthnAuthenticateResponse, WebauthnRegisterOptions } from './webauthnTypes.ts';
import { AuthError, callMessages, compact, isAuthError, sendVariant, type AuthErrorCode, type ClientContext } from '../../core/kernel.ts';

/*
 * The browser side of passkey ceremonies, with `@simplewebauthn/browser`. The `webauthn` namespace that imports it is
 * loaded on the first passkey call, library included, in one chunk: the headless entry stays small for pages that
 * never use passkeys, and a first passkey call waits for one download, not for three one after another.
 */

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

/** Refuses at once where WebAuthn does not exist (an old browser, a server). */
function requireWebauthn(): void {
  if (!browserSupportsWebAuthn()) throw new AuthError('passkeys_unsupported', callMessages.passkeysUnsupported);
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

/**
 * Registers a passkey: `/webauthn/register/start`, the browser's `navigator.credentials.create()` ceremony, then
 * `/webauthn/register`. Returns the provider's answer for the caller to apply.
 */
export async function registerCeremony(ctx: ClientContext, options: WebauthnRegisterOptions): Promise<WebauthnAuthenticateResponse> {
  requireWebauthn();
  const start = await ctx.network.request<BaseResponse & { public_key_credential_creation_options?: unknown }>({
    method: 'POST',
    path: '/webauthn/register/start',
    answer: 'creationOptions',
    needsSession: true,
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
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON });
  } catch (error) {
    throw webauthnError(error);
  }
  return ctx.network.request<WebauthnAuthenticateResponse>({
    method: 'POST',
    path: '/webauthn/register',
    answer: 'signInOrUser',
    body: compact({
      public_key_credential: JSON.stringify(credential),
      session_duration_minutes: options.session_duration_minutes,
    }),
  });
}

/**
 * Signs in with a passkey: `/webauthn/authenticate/start/primary` (or `secondary` with a session), the browser's
 * `navigator.credentials.get()` ceremony (autofill with `conditional_mediation`), then `/webauthn/authenticate`.
 */
export async function authenticateCeremony(
  ctx: ClientContext,
  options: WebauthnAuthenticateOptions,
): Promise<WebauthnAuthenticateResponse> {
  const { signal } = options;
  if (signal?.aborted) throw cancelled();
  requireWebauthn();
  const start = await ctx.network.request<BaseResponse & { public_key_credential_request_options?: unknown }>({
    method: 'POST',
    path: `/webauthn/authenticate/start/${sendVariant(ctx)}`,
    answer: 'requestOptions',
    body: compact({ domain: options.domain ?? defaultDomain(), return_passkey_credential_options: options.is_passkey }),
  });
  if (signal?.aborted) throw cancelled();
  const optionsJSON = parseOptions<PublicKeyCredentialRequestOptionsJSON>(
    start.public_key_credential_request_options,
    'public_key_credential_request_options',
  );
  // The library owns the ceremony's AbortController (one ceremony at a time); our signal asks it to cancel.
  const onAbort = () => WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener('abort', onAbort, { once: true });
  let credential: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    credential = await startAuthentication({
      optionsJSON,
      useBrowserAutofill: options.conditional_mediation ?? false,
      // The library looks for the autofill field with `document.querySelectorAll`, which does not enter shadow roots.
      verifyBrowserAutofillInput: options.disable_input_check !== true,
    });
  } catch (error) {
    throw signal?.aborted ? new AuthError('user_cancellation', cancelled().message, { cause: error }) : webauthnError(error);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (signal?.aborted) throw cancelled();
  return ctx.network.request<WebauthnAuthenticateResponse>({
    method: 'POST',
    path: '/webauthn/authenticate',
    answer: 'signIn',
    protect: 'dfp',
    body: compact({
      public_key_credential: JSON.stringify(credential),
      session_duration_minutes: options.session_duration_minutes,
    }),
  });
}

