import { ApiError, SchemaError } from '../errors.ts';
import { requirePublicToken, requireProviderConfigured } from '../oauth/checks.ts';
import { defaultAccount, grantedScopes } from '../oauth/providers.ts';
import { oauthRedirects } from '../oauth/redirects.ts';
import { completeProviderSignIn, type ProviderAccount } from '../oauth/signIn.ts';
import { recordOAuthStart } from '../oauth/startLog.ts';
import { isLocalUrl } from '../project.ts';
import type { Store } from '../store.ts';
import { parseBody } from '../validate.ts';
import { requireValidEmail } from '../verify/email.ts';
import { requireChallengeFormat } from '../verify/oneTimeToken.ts';
import { requireE164 } from '../verify/phone.ts';
import { requireChallenge } from '../verify/pkce.ts';
import type { OneTapError, OneTapOperation, OneTapState } from './protocol.ts';

/** One Tap is offered for Google only (spec section 1). */
const PROVIDER = 'google';

/** A call of an operation: the page's public token, the parent page's origin (from the browser), the arguments. */
export interface OneTapCall {
  public_token: string;
  origin: string;
  args: Record<string, unknown>;
}

/** The API error types that are One Tap error states (spec section 4); every other type is state `none`. */
const STATE_OF_TYPE: Record<string, OneTapState> = {
  invalid_public_token: 'invalid_client',
  oauth_config_not_found: 'no_oauth_config_found',
  default_provider_not_allowed: 'default_provider_not_allowed',
  origin_not_allowed_for_client: 'origin_not_allowed_for_client',
  no_login_redirect_urls_set: 'no_login_redirect_urls_set',
  no_signup_redirect_urls_set: 'no_signup_redirect_urls_set',
};

/** The One Tap form of a refusal: its API type, One Tap state and failure reason. */
export function oneTapErrorOf(error: ApiError): OneTapError {
  return {
    type: error.type,
    state: STATE_OF_TYPE[error.type] ?? 'none',
    reason: error.type === 'oauth_config_not_found' ? 'oauth_config_not_found' : 'unknown_reason',
    message: error.message,
  };
}

/** What every operation checks first: the client, Google's configuration, and the parent page's origin. */
function checkClient(store: Store, call: OneTapCall): void {
  const project = store.project;
  requirePublicToken(project, call.public_token);
  requireProviderConfigured(project, PROVIDER);
  if (project.oauth_default_credentials.includes(PROVIDER)) {
    throw new ApiError(
      400,
      'default_provider_not_allowed',
      'Google uses the default OAuth client, which One Tap cannot use: configure the project\'s own Google client.',
    );
  }
  if (!isLocalUrl(call.origin) && !project.allowed_origins.includes(call.origin)) {
    throw new ApiError(
      403,
      'origin_not_allowed_for_client',
      `The origin ${call.origin} is not allowed for this client: add it to the allowed origins of the Google client (with its localhost and port variants for development).`,
    );
  }
}

/** Arguments in the shape an operation takes, as an ApiError (not a SchemaError) so the reply keeps One Tap's shape. */
function argsOf<S extends Parameters<typeof parseBody>[1]>(args: Record<string, unknown>, shape: S) {
  try {
    return parseBody(args, shape);
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    const detail = error.issues.map((issue) => `args.${issue.path} ${issue.message}`).join('; ');
    throw new ApiError(400, 'invalid_one_tap_arguments', `Invalid One Tap arguments: ${detail}.`);
  }
}

/** `oneTapStart`: the fake Google account for the prompt, once the client and redirects are known to be fine. */
function oneTapStart(store: Store, call: OneTapCall): Record<string, unknown> {
  checkClient(store, call);
  const args = argsOf(call.args, { login_redirect_url: 'string?', signup_redirect_url: 'string?' });
  oauthRedirects(store.project, args);
  return { provider: PROVIDER, account: defaultAccount(PROVIDER) };
}

/** `oneTapSubmit` and `parsedPhoneNumber`: sign in with the account and return the redirect with its token. */
function signIn(store: Store, call: OneTapCall, account: (args: Record<string, unknown>) => ProviderAccount): Record<string, unknown> {
  const requested = {
    login_redirect_url: typeof call.args.login_redirect_url === 'string' ? call.args.login_redirect_url : null,
    signup_redirect_url: typeof call.args.signup_redirect_url === 'string' ? call.args.signup_redirect_url : null,
  };
  const entry = {
    provider: PROVIDER,
    one_tap: true,
    scopes: [],
    provider_params: {},
    ...requested,
    has_code_challenge: typeof call.args.code_challenge === 'string',
  };
  try {
    checkClient(store, call);
    const args = argsOf(call.args, { login_redirect_url: 'string?', signup_redirect_url: 'string?', code_challenge: 'string?' });
    const signedIn = account(call.args);
    requireChallengeFormat(args.code_challenge);
    requireChallenge(args.code_challenge, store.project.pkce_required_for_oauth);
    const redirects = oauthRedirects(store.project, args);
    recordOAuthStart(store, { ...entry, ...redirects, error: null });
    const { redirect_url } = completeProviderSignIn(store, {
      provider: PROVIDER,
      account: signedIn,
      scopes: grantedScopes(PROVIDER, []),
      provider_params: {},
      code_challenge: args.code_challenge,
      redirects,
    });
    return { redirect_url };
  } catch (error) {
    if (error instanceof ApiError) recordOAuthStart(store, { ...entry, error: error.type });
    throw error;
  }
}

/** The operations of the helper (see protocol.ts), each refusing with an ApiError. */
export const ONE_TAP_HANDLERS: Record<OneTapOperation, (store: Store, call: OneTapCall) => Record<string, unknown>> = {
  oneTapStart,
  oneTapSubmit: (store, call) =>
    signIn(store, call, (args) => {
      const { email } = argsOf(args, { email: 'string' });
      requireValidEmail(email);
      return { email };
    }),
  parsedPhoneNumber: (store, call) =>
    signIn(store, call, (args) => {
      const { phone_number } = argsOf(args, { phone_number: 'string' });
      requireE164(phone_number);
      return { phone_number };
    }),
};
