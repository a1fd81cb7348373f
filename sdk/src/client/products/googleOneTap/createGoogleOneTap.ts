import { AuthError, checkUsage, type ClientContext } from '../../core/kernel.ts';
import type { GoogleOneTapPrompt, GoogleOneTapStartOptions } from './googleOneTapTypes.ts';

/**
 * `oauth.googleOneTap`: One Tap through the provider's helper frame and Google's One Tap script. Loaded on the first
 * call (`oauth.ts`), so it takes what it shares with the first load from the client's kernel.
 */
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
