import { AuthError } from './AuthError.ts';
import { OAUTH_PROVIDERS, type OAuthProvider } from './constants.ts';
import { authenticateCall, compact, type ClientContext } from './context.ts';
import { createGoogleOneTap } from './googleOneTap.ts';
import { withMissingPkce } from './pkceErrors.ts';
import type { AuthenticateResponse } from './types.ts';
import { checkUsage } from './usage.ts';

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

/** Builds `{apiUrl}/v1/public/oauth/{provider}/start` with the query parameters of spec section 7. */
function startUrl(
  apiUrl: string,
  publicToken: string,
  provider: OAuthProvider,
  options: OAuthStartOptions,
  codeChallenge: string | undefined,
): URL {
  let url: URL;
  try {
    url = new URL(`/v1/public/oauth/${encodeURIComponent(provider)}/start`, `${apiUrl}/`);
  } catch (cause) {
    throw new AuthError('invalid_start_url', `The OAuth start URL for ${provider} is not a valid URL.`, { cause });
  }
  const query = url.searchParams;
  query.set('public_token', publicToken);
  if (codeChallenge) query.set('code_challenge', codeChallenge);
  if (options.custom_scopes && options.custom_scopes.length > 0) query.set('custom_scopes', options.custom_scopes.join(' '));
  for (const [key, value] of Object.entries(options.provider_params ?? {})) {
    if (value !== undefined && value !== null) query.set(`provider_${key}`, String(value));
  }
  if (options.login_redirect_url) query.set('login_redirect_url', options.login_redirect_url);
  if (options.signup_redirect_url) query.set('signup_redirect_url', options.signup_redirect_url);
  return url;
}

/** Navigates the page, only ever to an http(s) URL (a `javascript:` URL here would run script in the page). */
function navigate(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuthError('invalid_start_url', `Refusing to navigate to a ${url.protocol} URL for an OAuth start.`);
  }
  if (typeof window === 'undefined') {
    throw new AuthError('invalid_start_url', 'OAuth start is a browser redirect: call it in a browser.');
  }
  window.location.assign(url.toString());
}

/** The `oauth` namespace: one start per provider, the authenticate call the redirect ends with, and Google One Tap. */
export function createOAuthApi(ctx: ClientContext) {
  const providerApi = (provider: OAuthProvider): OAuthProviderApi => ({
    async start(options: OAuthStartOptions = {}) {
      checkUsage(`oauth.${provider}.start`, [
        ['login_redirect_url', options.login_redirect_url, 'string', 'optional'],
        ['signup_redirect_url', options.signup_redirect_url, 'string', 'optional'],
        ['custom_scopes', options.custom_scopes, 'array of strings', 'optional'],
        ['provider_params', options.provider_params, 'object', 'optional'],
      ]);
      const bootstrap = await ctx.bootstrap.get();
      // The pair is stored before leaving the page: the redirect back finishes the flow with its verifier.
      const pair = bootstrap.pkce_required_for_oauth ? await ctx.pkce.start('oauth') : null;
      navigate(startUrl(ctx.apiUrl, ctx.publicToken, provider, options, pair?.code_challenge));
    },
  });

  const providers = Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [provider, providerApi(provider)])) as Record<
    OAuthProvider,
    OAuthProviderApi
  >;

  return {
    ...providers,
    /** Google One Tap through the provider's helper frame (spec section 7, "One-tap"). */
    googleOneTap: createGoogleOneTap(ctx),
    /**
     * `POST /oauth/authenticate`: exchanges the token of the redirect back for a session, with the stored OAuth
     * PKCE verifier, which is cleared once it has been used.
     */
    async authenticate(token: string, options: { session_duration_minutes: number }): Promise<OAuthAuthenticateResponse> {
      checkUsage('oauth.authenticate', [
        ['token', token, 'string'],
        ['session_duration_minutes', options?.session_duration_minutes, 'number'],
      ]);
      const pair = ctx.pkce.get('oauth');
      try {
        const response = await authenticateCall<OAuthAuthenticateResponse>(ctx, {
          method: 'POST',
          path: '/oauth/authenticate',
          body: compact({ token, session_duration_minutes: options.session_duration_minutes, code_verifier: pair?.code_verifier }),
        });
        if (pair) ctx.pkce.clear('oauth');
        return response;
      } catch (error) {
        throw withMissingPkce(error, pair !== null);
      }
    },
  };
}

/** The `oauth` namespace of a client. */
export type OAuthApi = ReturnType<typeof createOAuthApi>;
