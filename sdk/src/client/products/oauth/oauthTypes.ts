import type { AuthenticateResponse } from '../../../protocol/types.ts';

/* The types of the `oauth` namespace, apart from its code so that its lazily loaded flow need not import it. */

/** Options of `oauth.<provider>.start` (the widget's provider options). */
export interface OAuthStartOptions {
  /** Where a returning user lands with the token; the project's default when absent. */
  login_redirect_url?: string;
  /** Where a new user lands with the token; the project's default when absent. */
  signup_redirect_url?: string;
  /** Scopes asked for besides the provider's defaults. */
  custom_scopes?: string[];
  /** Extra parameters for the provider's authorize call, sent as `provider_<key>`. */
  provider_params?: Record<string, string>;
}

/** The answer of `POST /oauth/authenticate`. */
export interface OAuthAuthenticateResponse extends AuthenticateResponse {
  provider_type?: string;
  provider_subject?: string;
  oauth_user_registration_id?: string;
  provider_values?: Record<string, unknown>;
  reset_sessions?: boolean;
}

/** One provider's start call. */
export interface OAuthProviderApi {
  /**
   * Sends the browser to the provider's sign-in (a redirect, not a fetch). It comes back to the
   * login or signup redirect URL with a token for `oauth.authenticate`.
   */
  start(options?: OAuthStartOptions): Promise<void>;
}
