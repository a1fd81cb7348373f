import { AuthError } from '../../core/AuthError.ts';
import type { AuthenticateResponse, BaseResponse, User } from '../../../protocol/types.ts';
import { checkUsage, refreshUser, withUser, type ClientContext } from '../../core/kernel.ts';

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


/** The `webauthn` namespace: passkeys and security keys, registered and used to sign in (spec section 7). */
export function createWebauthnApi(ctx: ClientContext) {
  /**
   * A registration or login answer carries a session: apply it; one without a session only updates the user. The
   * user is read from `__user` first; the answer is returned with it under `user`.
   */
  function applyAnswer(received: WebauthnAuthenticateResponse): WebauthnAuthenticateResponse {
    const answer = withUser(received);
    if (answer.session_token && answer.session_jwt && answer.session && answer.user) ctx.session.applyResponse(answer);
    else if (answer.user) ctx.session.setUser(answer.user);
    return answer;
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
      return applyAnswer(await (await import('./webauthnCeremony.ts')).registerCeremony(ctx, options));
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
      return applyAnswer(await (await import('./webauthnCeremony.ts')).authenticateCeremony(ctx, options));
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
        return await (await (await import('./webauthnCeremony.ts')).loadBrowser()).browserSupportsWebAuthnAutofill();
      } catch {
        return false;
      }
    },
  };
}

/** The `webauthn` namespace of a client. */
export type WebauthnApi = ReturnType<typeof createWebauthnApi>;
