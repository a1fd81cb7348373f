import { AuthError, isAuthError } from '../../core/AuthError.ts';
import type { ClientContext } from '../../core/context.ts';
import { isRecord } from '../../core/isRecord.ts';
import { checkUsage } from '../../core/usage.ts';
import type { GoogleOneTapPrompt, GoogleOneTapStartOptions, OneTapErrorInfo } from './googleOneTapTypes.ts';

export type {
  GoogleOneTapPrompt,
  GoogleOneTapStartOptions,
  OneTapErrorInfo,
  OneTapFailureReason,
  OneTapPosition,
  OneTapState,
} from './googleOneTapTypes.ts';

/** True for One Tap error details. */
function isErrorInfo(value: unknown): value is OneTapErrorInfo {
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
