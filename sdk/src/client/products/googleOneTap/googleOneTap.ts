import { AuthError, isAuthError } from '../../core/AuthError.ts';
import type { ClientContext } from '../../core/context.ts';
import { checkUsage } from '../../core/usage.ts';

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

/** Why One Tap failed: the provider's error type (or Google's reason), its One Tap state and failure reason. */
export interface OneTapErrorInfo {
  /** The provider's `error_type`, or Google's reason when Google's prompt did not complete. */
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
  /**
   * The id of the element Google draws an embedded prompt in (Google's `prompt_parent_id`); without it, or when
   * Google prefers its own browser prompt, the prompt floats at the top right of the page.
   */
  prompt_parent_id?: string;
  /** Called when Google hands over the visitor's ID token, before it is submitted to the provider. */
  onSubmit?: () => void;
  /** Called with the redirect URL after a successful sign-in; by default the page navigates there. */
  onSuccess?: (result: { redirect_url: string }) => void;
}

/** Google's prompt, shown; what became of it, and how to close it. */
export interface GoogleOneTapPrompt {
  provider: 'google';
  position: OneTapPosition;
  /** The project's Google client ID, as the provider gave it. */
  google_client_id: string;
  /**
   * Settles once the visitor is done with the prompt: the redirect after a sign-in (already followed unless
   * `onSuccess` was given), or an AuthError: `user_cancellation` (reason `user_cancel`) when the prompt was
   * closed, the provider's error when the sign-in was refused, Google's reason when its prompt gave up.
   */
  result: Promise<{ redirect_url: string }>;
  /** Closes Google's prompt and the helper frame (the widget unmounted, or the page moved on). */
  cancel(): void;
}

/** True for a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for One Tap error details. */
export function isErrorInfo(value: unknown): value is OneTapErrorInfo {
  return isRecord(value) && typeof value.type === 'string' && typeof value.state === 'string' && typeof value.message === 'string';
}

/** The One Tap details of an error from `oauth.googleOneTap`, or null: the widget picks its message by `state`. */
export function oneTapErrorInfo(error: unknown): OneTapErrorInfo | null {
  return isAuthError(error) && isErrorInfo(error.cause) ? error.cause : null;
}

/** `oauth.googleOneTap`: One Tap through the provider's helper frame and Google's One Tap script. */
export function createGoogleOneTap(ctx: ClientContext) {
  return {
    /**
     * Asks the provider's helper frame for the project's Google client (`oneTapStart`), loads Google's script and
     * shows Google's prompt. Fails, before any prompt is shown, when the project cannot use One Tap here;
     * `oneTapErrorInfo(error)` then gives the state. When the visitor accepts, Google's ID token goes to the
     * provider (`oneTapSubmit`) and the page goes to the redirect URL it answers, which carries the OAuth token.
     */
    async start(options: GoogleOneTapStartOptions = {}): Promise<GoogleOneTapPrompt> {
      checkUsage('oauth.googleOneTap.start', [
        ['login_redirect_url', options.login_redirect_url, 'string', 'optional'],
        ['signup_redirect_url', options.signup_redirect_url, 'string', 'optional'],
        ['position', options.position, 'string', 'optional'],
        ['prompt_parent_id', options.prompt_parent_id, 'string', 'optional'],
      ]);
      if (typeof window === 'undefined' || typeof document === 'undefined') {
        throw new AuthError('sdk_not_configured', 'Google One Tap needs a browser page.');
      }
      return (await import('./googleOneTapStart.ts')).startOneTap(ctx, options);
    },
  };
}

/** `oauth.googleOneTap` of a client. */
export type GoogleOneTapApi = ReturnType<typeof createGoogleOneTap>;
