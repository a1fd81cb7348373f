/*
 * The types of `oauth.googleOneTap`, apart from its code so that the lazily loaded start (frame, Google's script)
 * and the namespace both import them without importing each other.
 */

/** Where the widget shows the One Tap prompt. */
export type OneTapPosition = 'embedded' | 'floating' | 'embeddedOnly' | 'floatingOrEmbedded' | 'forceLegacyEmbedded';

/** The One Tap error states; `none` is a failure that is not a configuration problem. */
export type OneTapState =
  | 'none'
  | 'origin_not_allowed_for_client'
  | 'invalid_client'
  | 'no_oauth_config_found'
  | 'no_login_redirect_urls_set'
  | 'no_signup_redirect_urls_set'
  | 'default_provider_not_allowed';

/** One Tap failure reasons. */
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
