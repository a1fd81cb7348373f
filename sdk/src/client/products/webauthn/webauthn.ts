import { browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import type { BaseResponse } from '../../../protocol/types.ts';
import { checkUsage, refreshUser, withUser, type ClientContext } from '../../core/kernel.ts';
import { authenticateCeremony, registerCeremony } from './webauthnCeremony.ts';
import type {
  WebauthnAuthenticateOptions,
  WebauthnAuthenticateResponse,
  WebauthnRegisterOptions,
  WebauthnUpdateOptions,
  WebauthnUpdateResponse,
} from './webauthnTypes.ts';

export type {
  WebauthnAuthenticateOptions,
  WebauthnAuthenticateResponse,
  WebauthnRegisterOptions,
  WebauthnUpdateOptions,
  WebauthnUpdateResponse,
} from './webauthnTypes.ts';

/** The `webauthn` namespace: passkeys and security keys, registered and used to sign in. */
export function createWebauthnApi(ctx: ClientContext) {
  /**
   * A registration or login answer carries a session: apply it; one without a session only updates the user. The
   * user is read from `__user` first; the answer is returned with it under `user`.
   */
  async function applyAnswer(received: WebauthnAuthenticateResponse): Promise<WebauthnAuthenticateResponse> {
    const answer = withUser(received);
    if (answer.session_token && answer.session_jwt && answer.session && answer.user) await ctx.session.applyResponse(answer);
    else if (answer.user) await ctx.session.setUser(answer.user);
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
      return applyAnswer(await registerCeremony(ctx, options));
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
        ['disable_input_check', options.disable_input_check, 'boolean', 'optional'],
        ['signal', options.signal, 'object', 'optional'],
      ]);
      return applyAnswer(await authenticateCeremony(ctx, options));
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
        answer: 'registration',
        body: { name: options.name },
        needsSession: true,
      });
      const user = await refreshUser(ctx);
      return { ...answer, user };
    },

    /** True when the browser can offer passkeys in form autofill (conditional mediation). */
    async browserSupportsAutofill(): Promise<boolean> {
      try {
        return await browserSupportsWebAuthnAutofill();
      } catch {
        return false;
      }
    },
  };
}

/** The `webauthn` namespace of a client. */
export type WebauthnApi = ReturnType<typeof createWebauthnApi>;
