/**
 * The One Tap helper protocol (spec section 7, "One-tap").
 *
 * The widget embeds `GET /v1/public/oauth/google/onetap?public_token=<token>` in a frame and talks to it with
 * `window.postMessage`. The frame answers only the window that asked, at that window's origin.
 *
 * - Once loaded, the frame posts `{ ready: true }` to its parent.
 * - Request, parent → frame: `{ id, op, args }`; `id` is any string or number the parent picks, echoed back.
 * - Reply, frame → parent: `{ id, result }` on success or `{ id, error }` on failure, where `error` is a
 *   `OneTapError`: `{ type, state, reason, message }`.
 *
 * Operations:
 * - `oneTapStart`, args `{ login_redirect_url?, signup_redirect_url? }` → `{ provider: 'google', account: { email,
 *   name } }`: the fake Google account the prompt shows. Fails when the client or the parent's origin is not
 *   allowed, Google is not configured, or no redirect URL can be found, so the widget learns it before prompting.
 * - `oneTapSubmit`, args `{ email, login_redirect_url?, signup_redirect_url?, code_challenge? }` → `{ redirect_url }`:
 *   signs in with the Google account of that email like the consent page does (find or create the user, single-use
 *   `oauth` token). The parent navigates to `redirect_url`, which carries `authwidget_token_type=oauth&token=…`.
 * - `parsedPhoneNumber`, args `{ phone_number, login_redirect_url?, signup_redirect_url?, code_challenge? }` →
 *   `{ redirect_url }`: the same for a Google account known by its E.164 phone number.
 *
 * `state` is one of the spec's One Tap error states (section 4), `none` when the failure is not one of them (an
 * invalid email, a missing PKCE challenge). `reason` is one of its failure reasons: `oauth_config_not_found` when
 * Google has no client, `unknown_reason` otherwise; `user_cancel` is the widget's own, for a dismissed prompt.
 * `type` is the API error type, documented on `/__dev/errors`.
 *
 * Tests and non-browser callers can skip the frame: each operation is also `POST
 * /v1/public/oauth/google/onetap/{start|submit|parsed_phone_number}` with the JSON body `{ public_token, origin,
 * args }`, answering `{ result }` or `{ error }`.
 */

/** One Tap error states (spec section 4); `none` means no configuration problem. */
export const ONE_TAP_STATES = [
  'none',
  'origin_not_allowed_for_client',
  'invalid_client',
  'no_oauth_config_found',
  'no_login_redirect_urls_set',
  'no_signup_redirect_urls_set',
  'default_provider_not_allowed',
] as const;
export type OneTapState = (typeof ONE_TAP_STATES)[number];

/** One Tap failure reasons (spec section 8). */
export const ONE_TAP_FAILURE_REASONS = ['oauth_config_not_found', 'user_cancel', 'unknown_reason'] as const;
export type OneTapFailureReason = (typeof ONE_TAP_FAILURE_REASONS)[number];

/** The operations of the helper and the JSON route segment each is served on. */
export const ONE_TAP_OPERATIONS = {
  oneTapStart: 'start',
  oneTapSubmit: 'submit',
  parsedPhoneNumber: 'parsed_phone_number',
} as const;
export type OneTapOperation = keyof typeof ONE_TAP_OPERATIONS;

/** A request from the parent page. */
export interface OneTapRequest {
  id: string | number;
  op: OneTapOperation;
  args?: Record<string, unknown>;
}

/** Why an operation failed. */
export interface OneTapError {
  /** The API error type (see `/__dev/errors`). */
  type: string;
  state: OneTapState;
  reason: OneTapFailureReason;
  message: string;
}

/** A reply to the parent page. */
export type OneTapReply = { id: string | number; result: Record<string, unknown> } | { id: string | number; error: OneTapError };
