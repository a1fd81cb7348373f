import { ApiError, errors } from '../errors.ts';
import { requirePublicToken, requireProviderConfigured } from '../oauth/checks.ts';
import { consentPage, oauthErrorPage } from '../oauth/consentPage.ts';
import { defaultAccount, grantedScopes, isOAuthProvider } from '../oauth/providers.ts';
import { oauthRedirects } from '../oauth/redirects.ts';
import { completeProviderSignIn, linkProvider, oauthTokenDetails } from '../oauth/signIn.ts';
import { recordOAuthStart, type OAuthStartEntry } from '../oauth/startLog.ts';
import { registerOneTapRoutes } from '../oneTap/routes.ts';
import { redirect, sendHtml, type RawHandler, type Router } from '../router.ts';
import { authResponse, withReferenceUser, sessionMinutes } from '../sessions.ts';
import { inMinutes, isExpired, newSecret, type OAuthPendingStart, type Store } from '../store.ts';
import { parseBody } from '../validate.ts';
import { isValidEmail } from '../verify/email.ts';
import { liveToken, requireChallengeFormat } from '../verify/oneTimeToken.ts';
import { checkPkce, requireChallenge } from '../verify/pkce.ts';

/** How long the consent page of a start stays usable. */
const PENDING_START_MINUTES = 10;

/** Lifetime of the fake provider access token returned at authenticate. */
const ACCESS_TOKEN_MINUTES = 60;

/** The pending starts; a data file saved before they existed has none. */
function pendingStarts(store: Store): Record<string, OAuthPendingStart> {
  store.state.oauth_pending ??= {};
  return store.state.oauth_pending;
}

/** Forgets starts whose consent page was never answered. */
function prunePending(store: Store): void {
  const pending = pendingStarts(store);
  for (const [state, start] of Object.entries(pending)) if (isExpired(store.clock, start.expires_at)) delete pending[state];
}

/** The `provider_*` query parameters, passed through to the provider without their prefix. */
function providerParams(query: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of query) if (key.startsWith('provider_') && key.length > 'provider_'.length) params[key.slice('provider_'.length)] = value;
  return params;
}

/**
 * `GET /v1/public/oauth/{provider}/start`: a browser navigation from the widget.
 * Checks the call as the provider would, records it, and shows the consent page; a refusal is an HTML page with
 * the error type, since there is no client code on this side to read JSON.
 */
const start: RawHandler = (ctx) => {
  const { store, query } = ctx;
  const project = store.project;
  const provider = ctx.params.provider ?? '';
  const codeChallenge = query.get('code_challenge') || undefined;
  const requested = {
    login_redirect_url: query.get('login_redirect_url') || undefined,
    signup_redirect_url: query.get('signup_redirect_url') || undefined,
  };
  const entry: Omit<OAuthStartEntry, 'started_at'> = {
    provider,
    one_tap: false,
    scopes: (query.get('custom_scopes') ?? '').split(/\s+/).filter(Boolean),
    provider_params: providerParams(query),
    login_redirect_url: requested.login_redirect_url ?? null,
    signup_redirect_url: requested.signup_redirect_url ?? null,
    has_code_challenge: codeChallenge !== undefined,
    error: null,
  };
  try {
    if (!isOAuthProvider(provider)) throw new ApiError(404, 'oauth_provider_not_found', `${provider} is not an OAuth provider.`);
    requirePublicToken(project, query.get('public_token'));
    requireProviderConfigured(project, provider);
    requireChallengeFormat(codeChallenge);
    requireChallenge(codeChallenge, project.pkce_required_for_oauth);
    const redirects = oauthRedirects(project, requested);
    recordOAuthStart(store, { ...entry, ...redirects });
    prunePending(store);
    const pending: OAuthPendingStart = {
      state: newSecret(),
      provider,
      scopes: grantedScopes(provider, entry.scopes),
      provider_params: entry.provider_params,
      ...redirects,
      ...(codeChallenge ? { code_challenge: codeChallenge } : {}),
      expires_at: inMinutes(store.clock, PENDING_START_MINUTES),
    };
    pendingStarts(store)[pending.state] = pending;
    const page = consentPage({ provider, state: pending.state, email: defaultAccount(provider).email, scopes: pending.scopes });
    sendHtml(ctx.res, 200, page);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    recordOAuthStart(store, { ...entry, error: error.type });
    sendHtml(ctx.res, error.status, oauthErrorPage(error.type, error.message));
  }
};

/**
 * `POST /v1/public/oauth/{provider}/consent`: the consent form. It carries only the opaque `state` of the pending
 * start (and the email), so nothing the start checked can be changed on the way. Continue signs in and redirects
 * with a token; Cancel redirects to the login URL with `error=access_denied`, as OAuth 2.0 does (RFC 6749 4.1.2.1).
 */
const consent: RawHandler = (ctx) => {
  const { store } = ctx;
  const form = new URLSearchParams(ctx.rawBody);
  const state = form.get('state') ?? '';
  const pendings = pendingStarts(store);
  const pending = Object.hasOwn(pendings, state) ? pendings[state] : undefined;
  if (!pending || pending.provider !== ctx.params.provider || isExpired(store.clock, pending.expires_at) || !isOAuthProvider(pending.provider)) {
    const error = new ApiError(400, 'oauth_state_not_found', 'This sign-in request has expired or was already answered: start again from the application.');
    sendHtml(ctx.res, error.status, oauthErrorPage(error.type, error.message));
    return;
  }
  const action = form.get('action');
  if (action === 'cancel') {
    delete pendings[state];
    const target = new URL(pending.login_redirect_url);
    target.searchParams.set('error', 'access_denied');
    redirect(ctx.res, target.toString());
    return;
  }
  const email = (form.get('email') ?? '').trim();
  if (action !== 'continue' || !isValidEmail(email)) {
    // The page comes back with the problem; the start stays pending so the user can correct it.
    const problem = action !== 'continue' ? 'Choose Continue or Cancel.' : 'Enter a valid email address.';
    sendHtml(ctx.res, 400, consentPage({ provider: pending.provider, state, email, scopes: pending.scopes, error: problem }));
    return;
  }
  delete pendings[state];
  const { redirect_url } = completeProviderSignIn(store, {
    provider: pending.provider,
    account: { email },
    scopes: pending.scopes,
    provider_params: pending.provider_params,
    code_challenge: pending.code_challenge,
    redirects: pending,
  });
  redirect(ctx.res, redirect_url);
};

/** OAuth: the browser start and consent pages, `/oauth/authenticate`, and One Tap. */
export function registerOAuthRoutes(router: Router): void {
  router.raw('GET', '/v1/public/oauth/:provider/start', start);
  router.raw('POST', '/v1/public/oauth/:provider/consent', consent);

  router.sdk('POST', '/oauth/authenticate', async (ctx) => {
    const body = parseBody(ctx.body, { token: 'string', code_verifier: 'string?', session_duration_minutes: 'number?' });
    const { store } = ctx;
    // Every check comes before the token is consumed, so a client can retry with the right verifier or duration.
    const minutes = sessionMinutes(body.session_duration_minutes);
    const record = liveToken(store, body.token, ['oauth'], { prefix: 'oauth_token', what: 'OAuth token' });
    checkPkce(record.code_challenge, body.code_verifier, store.project.pkce_required_for_oauth);
    const user = store.state.users[record.user_id];
    if (!user) throw errors.userNotFound();
    const details = oauthTokenDetails(record);
    record.used = true;
    // The provider vouches for the address it signed in with.
    const email = user.emails.find((e) => record.email !== undefined && e.email.toLowerCase() === record.email.toLowerCase());
    if (email) email.verified = true;
    // Found again, or attached again if the user removed it between the consent and now.
    const registration = linkProvider(user, details.provider, details.provider_subject);
    return withReferenceUser(
      await authResponse(
        ctx,
        user,
        {
          type: 'oauth',
          delivery_method: `oauth_${details.provider}`,
          [`${details.provider}_oauth_factor`]: {
            id: registration.oauth_user_registration_id,
            provider_subject: details.provider_subject,
            email_id: email?.email_id ?? null,
          },
        },
        minutes,
        {
          provider_subject: details.provider_subject,
          provider_type: details.provider,
          oauth_user_registration_id: registration.oauth_user_registration_id,
          provider_values: {
            access_token: newSecret(),
            scopes: details.scopes,
            expires_at: inMinutes(store.clock, ACCESS_TOKEN_MINUTES),
          },
          reset_sessions: false,
        },
      ),
    );
  });

  registerOneTapRoutes(router);
}
