import type { OAuthProvider } from '@auth-widget/sdk/protocol';
import { ApiError, SchemaError } from '../errors.ts';
import { requirePublicToken, requireProviderConfigured } from '../oauth/checks.ts';
import { grantedScopes } from '../oauth/providers.ts';
import { oauthRedirects } from '../oauth/redirects.ts';
import { completeProviderSignIn } from '../oauth/signIn.ts';
import { recordOAuthStart } from '../oauth/startLog.ts';
import { isLocalUrl, type ProjectConfig } from '../project.ts';
import type { EmulatorRuntime } from '../runtime.ts';
import { newId, type Store } from '../store.ts';
import { parseBody } from '../validate.ts';
import { requireChallengeFormat } from '../verify/oneTimeToken.ts';
import { requireChallenge } from '../verify/pkce.ts';
import { verifyGoogleIdToken } from './googleIdToken.ts';

/** One Tap is offered for Google only. */
const PROVIDER: OAuthProvider = 'google';

/** How long the `oauthCallbackId` of a start may be submitted with, like the consent page's state. */
const CALLBACK_MINUTES = 10;

/** Who calls: the parent page's origin as the browser reported it to the helper frame. */
export interface OneTapCaller {
  origin: string;
  store: Store;
  runtime: EmulatorRuntime;
}

/** The Google OAuth client ID of the project's own Google client (Google's format; stable per project). */
export function googleClientIdOf(project: ProjectConfig): string {
  return `${project.project_id}.apps.googleusercontent.com`;
}

/** The callback ids handed out by `oneTapStart` and when they expire; kept per store, outside its saved state. */
const callbacks = new WeakMap<Store, Map<string, number>>();

function callbacksOf(store: Store): Map<string, number> {
  let map = callbacks.get(store);
  if (!map) callbacks.set(store, (map = new Map()));
  return map;
}

/** What every operation checks first: the client, Google's configuration, and the parent page's origin. */
function checkClient(caller: OneTapCaller, publicToken: string): void {
  const project = caller.store.project;
  requirePublicToken(project, publicToken);
  requireProviderConfigured(project, PROVIDER);
  if (project.oauth_default_credentials.includes(PROVIDER)) {
    throw new ApiError(
      400,
      'default_provider_not_allowed',
      'Google uses the default OAuth client, which One Tap cannot use: configure the project\'s own Google client.',
    );
  }
  if (!isOriginAllowed(project, caller.origin)) {
    throw new ApiError(
      403,
      'origin_not_allowed_for_client',
      `The origin ${caller.origin} is not allowed for this client: add it to the allowed origins of the Google client (with its localhost and port variants for development).`,
    );
  }
}

/** Any localhost or loopback origin, or one of the project's allowed origins. */
export function isOriginAllowed(project: ProjectConfig, origin: string): boolean {
  return isLocalUrl(origin) || project.allowed_origins.includes(origin);
}

/** The single argument object of a method, as an ApiError (the frame answers API errors only). */
function argOf<S extends Parameters<typeof parseBody>[1]>(args: unknown, shape: S) {
  const [first] = Array.isArray(args) ? args : [];
  try {
    return parseBody(first, shape);
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    const detail = error.issues.map((issue) => `args[0].${issue.path} ${issue.message}`).join('; ');
    throw new ApiError(400, 'invalid_one_tap_arguments', `Invalid One Tap arguments: ${detail}.`);
  }
}

/** The redirect fields of our client's calls, in the OAuth start's names. */
function redirectsOf(args: { loginRedirectURL?: string | undefined; signupRedirectURL?: string | undefined }) {
  return { login_redirect_url: args.loginRedirectURL, signup_redirect_url: args.signupRedirectURL };
}

/**
 * `oneTapStart`: the project's Google client ID and a callback id for the submit. When the call has the redirect
 * fields (our client sends both, `''` for one it lacks; the reference provider's SDK sends only the token), they
 * are checked here too, so the widget learns of a missing one before Google's prompt is shown.
 */
export function oneTapStart(caller: OneTapCaller, args: unknown): { googleClientId: string; oauthCallbackId: string } {
  const req = argOf(args, { publicToken: 'string', loginRedirectURL: 'string?', signupRedirectURL: 'string?' });
  checkClient(caller, req.publicToken);
  const first = (Array.isArray(args) ? args[0] : {}) as Record<string, unknown>;
  if ('loginRedirectURL' in first || 'signupRedirectURL' in first) oauthRedirects(caller.store.project, redirectsOf(req));
  const oauthCallbackId = newId('oauth-callback');
  const known = callbacksOf(caller.store);
  const now = caller.store.clock.now();
  for (const [id, expires] of known) if (expires <= now) known.delete(id);
  known.set(oauthCallbackId, now + CALLBACK_MINUTES * 60_000);
  return { googleClientId: googleClientIdOf(caller.store.project), oauthCallbackId };
}

/**
 * `oneTapSubmit`: verifies Google's ID token (signature, issuer, audience = the project's Google client, expiry),
 * finds or creates the user of its email like the consent page does, and answers the redirect that carries the
 * single-use `oauth` token. `codeChallenge` is our client's addition for projects that require PKCE for OAuth.
 */
export async function oneTapSubmit(caller: OneTapCaller, args: unknown): Promise<{ redirect_url: string }> {
  const { store } = caller;
  const req = argOf(args, {
    publicToken: 'string',
    idToken: 'string',
    oauthCallbackID: 'string',
    loginRedirectURL: 'string?',
    signupRedirectURL: 'string?',
    codeChallenge: 'string?',
  });
  const entry = {
    provider: PROVIDER,
    one_tap: true,
    scopes: [],
    provider_params: {},
    login_redirect_url: req.loginRedirectURL ?? null,
    signup_redirect_url: req.signupRedirectURL ?? null,
    has_code_challenge: req.codeChallenge !== undefined,
  };
  try {
    checkClient(caller, req.publicToken);
    const expires = callbacksOf(store).get(req.oauthCallbackID);
    if (expires === undefined || expires <= store.clock.now()) {
      throw new ApiError(400, 'one_tap_callback_not_found', 'The oauthCallbackID is unknown or expired: call oneTapStart again.');
    }
    const account = await verifyGoogleIdToken(caller.runtime, req.idToken, {
      clientId: googleClientIdOf(store.project),
      nowMs: store.clock.now(),
    });
    requireChallengeFormat(req.codeChallenge);
    requireChallenge(req.codeChallenge, store.project.pkce_required_for_oauth);
    const redirects = oauthRedirects(store.project, redirectsOf(req));
    callbacksOf(store).delete(req.oauthCallbackID);
    recordOAuthStart(store, { ...entry, ...redirects, error: null });
    const { redirect_url } = completeProviderSignIn(store, {
      provider: PROVIDER,
      account: { email: account.email },
      scopes: grantedScopes(PROVIDER, []),
      provider_params: {},
      code_challenge: req.codeChallenge,
      redirects,
    });
    return { redirect_url };
  } catch (error) {
    if (error instanceof ApiError) recordOAuthStart(store, { ...entry, error: error.type });
    throw error;
  }
}
