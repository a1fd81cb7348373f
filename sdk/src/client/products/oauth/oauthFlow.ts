import { authenticateCall, AuthError, checkUsage, compact, pkceStore, withMissingPkce, type ClientContext } from '../../core/kernel.ts';
import type { OAuthProvider } from '../../../protocol/constants.ts';
import type { OAuthAuthenticateResponse, OAuthStartOptions } from './oauthTypes.ts';

/*
 * The OAuth redirect flow, loaded on first use: most pages either start a flow or finish one, and many do neither.
 */

/** Builds `{apiUrl}/v1/public/oauth/{provider}/start` with its query parameters (`public_token`, the
 * redirect URLs, `custom_scopes`, `provider_*`, the PKCE challenge). */
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

/** `oauth.<provider>.start`: stores a PKCE pair when the project requires one, then leaves for the provider. */
export async function startOAuth(ctx: ClientContext, provider: OAuthProvider, options: OAuthStartOptions = {}): Promise<void> {
  checkUsage(`oauth.${provider}.start`, [
    ['login_redirect_url', options.login_redirect_url, 'string', 'optional'],
    ['signup_redirect_url', options.signup_redirect_url, 'string', 'optional'],
    ['custom_scopes', options.custom_scopes, 'array of strings', 'optional'],
    ['provider_params', options.provider_params, 'object', 'optional'],
  ]);
  const bootstrap = await ctx.bootstrap.get();
  // The pair is stored before leaving the page: the redirect back finishes the flow with its verifier.
  const pair = bootstrap.pkce_required_for_oauth ? await (await pkceStore(ctx)).start('oauth') : null;
  navigate(startUrl(ctx.apiUrl, ctx.publicToken, provider, options, pair?.code_challenge));
}

/** `oauth.authenticate`: exchanges the redirect's token for a session with the stored verifier, then clears it. */
export async function authenticateOAuth(
  ctx: ClientContext,
  token: string,
  options: { session_duration_minutes: number },
): Promise<OAuthAuthenticateResponse> {
  checkUsage('oauth.authenticate', [
    ['token', token, 'string'],
    ['session_duration_minutes', options?.session_duration_minutes, 'number'],
  ]);
  const pair = (await pkceStore(ctx)).get('oauth');
  try {
    const response = await authenticateCall<OAuthAuthenticateResponse>(ctx, {
      method: 'POST',
      path: '/oauth/authenticate',
      body: compact({ token, session_duration_minutes: options.session_duration_minutes, code_verifier: pair?.code_verifier }),
    });
    if (pair) (await pkceStore(ctx)).clear('oauth');
    return response;
  } catch (error) {
    throw withMissingPkce(error, pair !== null);
  }
}
