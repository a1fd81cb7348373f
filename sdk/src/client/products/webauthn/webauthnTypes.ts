import type { AuthenticateResponse, BaseResponse, User } from '../../../protocol/types.ts';

/* The types of the `webauthn` namespace, apart from its code so that the ceremonies need not import it. */

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
  /**
   * With `conditional_mediation`, skip the check that the page's document has an `<input>` whose `autocomplete` ends
   * in `webauthn` (the reference provider's option of the same name). The check cannot see into a shadow root, where
   * the browser's autofill does find the field: a caller whose field is in one checks its own tree and sets this.
   */
  disable_input_check?: boolean;
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
