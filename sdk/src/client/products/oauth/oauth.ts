import { OAUTH_PROVIDERS, type OAuthProvider } from '../../../protocol/constants.ts';
import type { ClientContext } from '../../core/context.ts';
import { createGoogleOneTap } from '../googleOneTap/googleOneTap.ts';
import type { AuthenticateResponse } from '../../../protocol/types.ts';

/** Options of `oauth.<provider>.start` (the widget's provider options, spec section 3). */
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
   * Sends the browser to the provider's sign-in (a redirect, not a fetch: spec section 7). It comes back to the
   * login or signup redirect URL with a token for `oauth.authenticate`.
   */
  start(options?: OAuthStartOptions): Promise<void>;
}

/** The `oauth` namespace: one start per provider, the authenticate call the redirect ends with, and Google One Tap. */
export function createOAuthApi(ctx: ClientContext) {
  const flow = () => import('./oauthFlow.ts');
  const providers = Object.fromEntries(
    OAUTH_PROVIDERS.map((provider) => [
      provider,
      { start: async (options?: OAuthStartOptions) => (await flow()).startOAuth(ctx, provider, options) },
    ]),
  ) as Record<OAuthProvider, OAuthProviderApi>;

  return {
    ...providers,
    /** Google One Tap through the provider's helper frame (spec section 7, "One-tap"). */
    googleOneTap: createGoogleOneTap(ctx),
    /**
     * `POST /oauth/authenticate`: exchanges the token of the redirect back for a session, with the stored OAuth
     * PKCE verifier, which is cleared once it has been used.
     */
    async authenticate(token: string, options: { session_duration_minutes: number }): Promise<OAuthAuthenticateResponse> {
      return (await flow()).authenticateOAuth(ctx, token, options);
    },
  };
}

/** The `oauth` namespace of a client. */
export type OAuthApi = ReturnType<typeof createOAuthApi>;
