import type { GoogleOneTapPrompt, GoogleOneTapStartOptions } from './googleOneTapTypes.ts';
import { ClientsideServicesFrame, oneTapInfo } from './googleOneTapFrame.ts';
import { loadGsi, type GsiMoment } from './googleOneTapGsi.ts';
import { DEFAULT_LIVE_API_URL, TEST_TOKEN_MARKER } from '../../../protocol/constants.ts';
import {
  CLIENTSIDE_SERVICES_PATH,
  EMULATOR_GSI_SCRIPT_PATH,
  GOOGLE_GSI_SCRIPT_URL,
  LIVE_CLIENTSIDE_SERVICES_URL,
} from '../../../protocol/callWire.ts';
import { AuthError, callMessages, pkceStore, type ClientContext } from '../../core/kernel.ts';

/** A compact JWS: header, payload and signature, base64url. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** An http(s) URL, or the `invalid_start_url` error: a `javascript:` frame or script would run in the page. */
function httpUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new AuthError('invalid_start_url', `The ${what} URL ${value} is not a valid URL.`, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuthError('invalid_start_url', `Refusing to load the ${what} from a ${url.protocol} URL.`);
  }
  return url;
}

/** The helper frame for an API origin: the provider's own for its live API, else the one served beside the API. */
function frameBesideApi(apiUrl: string): string {
  return apiUrl === DEFAULT_LIVE_API_URL ? LIVE_CLIENTSIDE_SERVICES_URL : `${apiUrl}${CLIENTSIDE_SERVICES_PATH}`;
}

/**
 * Where the helper frame and Google's script come from: the `endpoints` options, else the helper frame for the API the
 * token talks to, and Google's script for a live token or the emulator's stand-in for a test token.
 */
export function oneTapUrls(ctx: ClientContext): { frame: URL; gsi: URL } {
  const test = ctx.publicToken.includes(TEST_TOKEN_MARKER);
  return {
    frame: httpUrl(ctx.endpoints?.clientsideServicesUrl ?? frameBesideApi(ctx.apiUrl), 'One Tap helper frame'),
    gsi: httpUrl(ctx.endpoints?.googleGsiScriptUrl ?? (test ? `${ctx.apiUrl}${EMULATOR_GSI_SCRIPT_PATH}` : GOOGLE_GSI_SCRIPT_URL), 'Google One Tap script'),
  };
}

/** The redirect of a submit, refused unless http(s). */
function redirectOf(payload: Record<string, unknown>): { redirect_url: string } {
  const value = payload.redirect_url;
  if (typeof value !== 'string') throw new AuthError('invalid_response', callMessages.invalidResponse);
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new AuthError('invalid_redirect_scheme', 'The One Tap redirect URL is not a valid URL.', { cause });
  }
  // Only ever navigate to http(s): a `javascript:` URL would run script in the host page.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuthError('invalid_redirect_scheme', `Refusing to redirect to a ${url.protocol} URL after One Tap.`);
  }
  return { redirect_url: url.toString() };
}

/** The error of a prompt Google did not show or gave up on, with Google's reason. */
function googleError(reason: string): AuthError {
  const message = reason === 'user_cancel' ? 'The One Tap prompt was dismissed.' : `Google's One Tap prompt did not complete: ${reason}.`;
  return new AuthError(reason === 'user_cancel' ? 'user_cancellation' : 'other', message, { cause: oneTapInfo(reason, message) });
}

/** Starts One Tap; see `oauth.googleOneTap.start`. */
export async function startOneTap(ctx: ClientContext, options: GoogleOneTapStartOptions): Promise<GoogleOneTapPrompt> {
  const urls = oneTapUrls(ctx);
  const bootstrap = await ctx.bootstrap.get();
  const redirects = {
    ...(options.login_redirect_url !== undefined ? { loginRedirectURL: options.login_redirect_url } : {}),
    ...(options.signup_redirect_url !== undefined ? { signupRedirectURL: options.signup_redirect_url } : {}),
  };
  const frame = new ClientsideServicesFrame(urls.frame);
  let googleClientId: unknown;
  let oauthCallbackId: unknown;
  let gsi: Awaited<ReturnType<typeof loadGsi>>;
  try {
    // Both redirect fields, '' for a missing one, so the provider checks them now rather than after the prompt.
    ({ googleClientId, oauthCallbackId } = await frame.call('oneTapStart', {
      publicToken: ctx.publicToken,
      loginRedirectURL: options.login_redirect_url ?? '',
      signupRedirectURL: options.signup_redirect_url ?? '',
    }));
    if (typeof googleClientId !== 'string' || typeof oauthCallbackId !== 'string') {
      throw new AuthError('invalid_response', callMessages.invalidResponse);
    }
    if (googleClientId === '') {
      const message = 'No Google client is configured for One Tap.';
      throw new AuthError('api_error', message, { cause: oneTapInfo('oauth_config_not_found', message) });
    }
    gsi = await loadGsi(urls.gsi.toString());
  } catch (error) {
    frame.dispose();
    throw error;
  }
  const clientId = googleClientId;
  const callbackId = oauthCallbackId;

  let settled = false;
  let resolveResult: (value: { redirect_url: string }) => void = () => {};
  let rejectResult: (error: unknown) => void = () => {};
  const result = new Promise<{ redirect_url: string }>((resolve, reject) => {
    resolveResult = resolve;
    rejectResult = reject;
  });
  // A caller that only awaits start() must not get an unhandled rejection for a closed prompt.
  result.catch(() => {});
  const fail = (error: unknown) => {
    if (settled) return;
    settled = true;
    frame.dispose();
    rejectResult(error);
  };

  async function submit(credential: unknown): Promise<void> {
    if (settled) return;
    if (typeof credential !== 'string' || credential === '') {
      const message = 'Google returned no ID token.';
      fail(new AuthError('missing_id_token', message, { cause: oneTapInfo('unknown_reason', message) }));
      return;
    }
    // An ID token is a JWT: three base64url parts. Anything else would only be refused by the provider, after the
    // prompt closed, with a message that does not say the credential was the problem.
    if (!JWT_SHAPE.test(credential)) {
      const message = 'Google returned a credential that is not an ID token.';
      fail(new AuthError('invalid_authorization_credential', message, { cause: oneTapInfo('unknown_reason', message) }));
      return;
    }
    options.onSubmit?.();
    try {
      // Like a redirect start, the pair is stored before the redirect that ends the flow.
      const pair = bootstrap.pkce_required_for_oauth ? await (await pkceStore(ctx)).start('oauth') : null;
      const redirect = redirectOf(
        await frame.call('oneTapSubmit', {
          publicToken: ctx.publicToken,
          idToken: credential,
          oauthCallbackID: callbackId,
          ...redirects,
          ...(pair ? { codeChallenge: pair.code_challenge } : {}),
        }),
      );
      if (settled) return;
      settled = true;
      frame.dispose();
      resolveResult(redirect);
      if (options.onSuccess) options.onSuccess(redirect);
      else window.location.assign(redirect.redirect_url);
    } catch (error) {
      fail(error);
    }
  }

  gsi.initialize({
    client_id: clientId,
    callback: (response: { credential?: unknown } | undefined) => void submit(response?.credential),
    auto_select: false,
    context: 'use',
    itp_support: true,
    cancel_on_tap_outside: false,
    ...(options.prompt_parent_id ? { prompt_parent_id: options.prompt_parent_id } : {}),
  });
  gsi.prompt((moment: GsiMoment) => {
    if (moment.isNotDisplayed?.()) fail(googleError(moment.getNotDisplayedReason?.() ?? 'unknown_reason'));
    else if (moment.isSkippedMoment?.()) fail(googleError(moment.getSkippedReason?.() ?? 'unknown_reason'));
  });

  return {
    provider: 'google',
    position: options.position ?? 'embedded',
    google_client_id: clientId,
    result,
    cancel() {
      if (settled) return;
      fail(googleError('user_cancel'));
      gsi.cancel();
    },
  };
}
