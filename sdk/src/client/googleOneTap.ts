import { AuthError, isAuthError } from './AuthError.ts';
import type { ClientContext } from './context.ts';
import { checkUsage } from './usage.ts';

/** Where the widget shows the One Tap prompt (spec section 3, "One-tap positions"). */
export type OneTapPosition = 'embedded' | 'floating' | 'embeddedOnly' | 'floatingOrEmbedded' | 'forceLegacyEmbedded';

/** The One Tap error states of spec section 4; `none` is a failure that is not a configuration problem. */
export type OneTapState =
  | 'none'
  | 'origin_not_allowed_for_client'
  | 'invalid_client'
  | 'no_oauth_config_found'
  | 'no_login_redirect_urls_set'
  | 'no_signup_redirect_urls_set'
  | 'default_provider_not_allowed';

/** One Tap failure reasons (spec section 8). */
export type OneTapFailureReason = 'oauth_config_not_found' | 'user_cancel' | 'unknown_reason';

/** Why a helper operation failed, as the helper frame reports it. */
export interface OneTapErrorInfo {
  /** The provider's error type. */
  type: string;
  state: OneTapState;
  reason: OneTapFailureReason;
  message: string;
}

/** Options of `oauth.googleOneTap.start`. */
export interface GoogleOneTapStartOptions {
  login_redirect_url?: string;
  signup_redirect_url?: string;
  position?: OneTapPosition;
  /** The element the (invisible) helper frame goes into; `document.body` by default. */
  container?: HTMLElement;
  /** Called with the redirect URL after a successful sign-in; by default the page navigates there. */
  onSuccess?: (result: { redirect_url: string }) => void;
}

/** The signed-in Google account the prompt offers, and the actions on it. */
export interface GoogleOneTapPrompt {
  provider: 'google';
  account: { email: string; name: string };
  position: OneTapPosition;
  /** `oneTapSubmit`: signs in as the offered account (or `email`), then redirects (or calls `onSuccess`). */
  submit(options?: { email?: string }): Promise<{ redirect_url: string }>;
  /** `parsedPhoneNumber`: signs in with a Google account known by its E.164 phone number. */
  parsedPhoneNumber(options: { phone_number: string }): Promise<{ redirect_url: string }>;
  /** Removes the helper frame (the prompt was dismissed or the widget unmounted). */
  cancel(): void;
}

/** True for a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for the error details the helper frame sends. */
export function isErrorInfo(value: unknown): value is OneTapErrorInfo {
  return isRecord(value) && typeof value.type === 'string' && typeof value.state === 'string' && typeof value.message === 'string';
}

/** The One Tap details of an error from `oauth.googleOneTap`, or null: the widget picks its message by `state`. */
export function oneTapErrorInfo(error: unknown): OneTapErrorInfo | null {
  return isAuthError(error) && isErrorInfo(error.cause) ? error.cause : null;
}

/** `oauth.googleOneTap`: the client side of the provider's One Tap helper frame. */
export function createGoogleOneTap(ctx: ClientContext) {
  return {
    /**
     * Loads the helper frame and asks it for the Google account to offer (`oneTapStart`). Fails, before any prompt
     * is shown, when the project cannot use One Tap here; `oneTapErrorInfo(error)` then gives the state.
     */
    async start(options: GoogleOneTapStartOptions = {}): Promise<GoogleOneTapPrompt> {
      checkUsage('oauth.googleOneTap.start', [
        ['login_redirect_url', options.login_redirect_url, 'string', 'optional'],
        ['signup_redirect_url', options.signup_redirect_url, 'string', 'optional'],
        ['position', options.position, 'string', 'optional'],
      ]);
      if (typeof window === 'undefined' || typeof document === 'undefined') {
        throw new AuthError('sdk_not_configured', 'Google One Tap needs a browser page.');
      }
      return (await import('./googleOneTapFrame.ts')).startOneTap(ctx, options);
    },
  };
}

/** `oauth.googleOneTap` of a client. */
export type GoogleOneTapApi = ReturnType<typeof createGoogleOneTap>;
