import { OAUTH_PROVIDERS, type OAuthProvider } from '../../../protocol/constants.ts';
import type { ClientContext } from '../../core/context.ts';
import { lazyApi, withPreload } from '../../core/lazyApi.ts';
import type { GoogleOneTapApi } from '../googleOneTap/createGoogleOneTap.ts';
import type { OAuthAuthenticateResponse, OAuthProviderApi, OAuthStartOptions } from './oauthTypes.ts';

export type { OAuthAuthenticateResponse, OAuthProviderApi, OAuthStartOptions } from './oauthTypes.ts';

/** The `oauth` namespace: one start per provider, the authenticate call the redirect ends with, and Google One Tap. */
export function createOAuthApi(ctx: ClientContext) {
  const flow = () => import('./oauthFlow.ts');
  const providers = Object.fromEntries(
    OAUTH_PROVIDERS.map((provider) => [
      provider,
      { start: async (options?: OAuthStartOptions) => (await flow()).startOAuth(ctx, provider, options) },
    ]),
  ) as Record<OAuthProvider, OAuthProviderApi>;

  return withPreload({
    ...providers,
    /**
     * Google One Tap through the provider's helper frame, loaded on its first call with
     * the prompt's own code beside it, not after it.
     */
    googleOneTap: lazyApi(
      () => {
        // The prompt's own code is fetched beside the namespace's, not after it (createGoogleOneTap imports it).
        void import('../googleOneTap/googleOneTapStart.ts').catch(() => {});
        return import('../googleOneTap/createGoogleOneTap.ts');
      },
      (module): GoogleOneTapApi => module.createGoogleOneTap(ctx),
      { start: true },
    ),
    /**
     * `POST /oauth/authenticate`: exchanges the token of the redirect back for a session, with the stored OAuth
     * PKCE verifier, which is cleared once it has been used.
     */
    async authenticate(token: string, options: { session_duration_minutes: number }): Promise<OAuthAuthenticateResponse> {
      return (await flow()).authenticateOAuth(ctx, token, options);
    },
  }, flow);
}

/** The `oauth` namespace of a client. */
export type OAuthApi = ReturnType<typeof createOAuthApi>;
