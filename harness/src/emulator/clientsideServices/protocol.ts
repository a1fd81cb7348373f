import { CLIENTSIDE_SERVICES_PATH } from '@auth-widget/sdk/protocol';

/**
 * The provider's helper frame ("clientside services", which One Tap goes through), in the reference provider's
 * protocol, which both its SDK and ours speak:
 *
 * - The page frames `GET /clientside-services/index.html` (hidden) and, once it has loaded, creates a
 *   `MessageChannel` and posts `{ method, args }` to the frame's window with `port2` as a transferable.
 * - The frame answers once, on that port: `{ success: true, payload }` or `{ success: false, error }`, where
 *   `error` is an Error flattened to a plain object (its enumerable fields plus `name`, `message`, `stack`), which
 *   the reference SDK turns back into an error of the class `name` names. API refusals are its API error:
 *   `{ name, message, stack, status_code, error_type, error_message, error_url, request_id }`, and the One Tap
 *   failure reason is `error_type`. An unknown method, or a message without a port, gets no answer at all.
 *
 * Methods (each takes one argument object, `args` = `[{ … }]`):
 * - `parsedPhoneNumber` `[{ phoneNumber, regionCode }]` → `{ isValid, number, national }`: `number` in E.164,
 *   `national` in the region's national format, parsed as the sdk's `parsePhoneNumber` does.
 * - `getExamplePhoneNumber` `[{ regionCode }]` → `{ phoneNumber }`: the region's example mobile number in its
 *   national format (`07400 123456` for GB), which the reference provider's newer UI shows as the phone field's
 *   placeholder after a country change (it reads `phoneNumber`, and keeps its default placeholder when that is
 *   absent, as it is for a region libphonenumber does not know). The same answer as the sdk's
 *   `getExamplePhoneNumber`.
 * - `oneTapStart` and `oneTapSubmit`: see `oneTap/protocol.ts`.
 *
 * The frame learns the calling page's origin from the browser (`event.origin`, which a page cannot forge) and
 * sends it with each call to `POST /clientside-services/api/{method}`, body `{ origin, args }`, which answers in
 * the same `{ success, payload | error }` shape. Tests and non-browser callers may call that route directly.
 *
 * The frame may be framed only by the origins the API answers: localhost ones, the project's allowed origins and
 * the emulator's allowed hosts (CSP `frame-ancestors`, set by the server for `/clientside-services/`). A page on
 * another origin, as the frame request's `Referer` says, gets a frame that answers every method with
 * `origin_not_allowed_for_client`, so the integrator learns why instead of waiting on a frame the browser blocked.
 * Our client frames the helper with `referrerpolicy="origin"` so the origin arrives even from a `no-referrer`
 * page; the reference SDK sets no policy, so from such a page on a disallowed origin its frame is just blocked.
 */

/** Where the frame is served. */
export const FRAME_PATH = CLIENTSIDE_SERVICES_PATH;

/** Prefix of the JSON route of each method. */
export const METHOD_ROUTE_PREFIX = '/clientside-services/api/';

/** The methods of the frame. */
export const CLIENTSIDE_METHODS = ['parsedPhoneNumber', 'getExamplePhoneNumber', 'oneTapStart', 'oneTapSubmit'] as const;
export type ClientsideMethod = (typeof CLIENTSIDE_METHODS)[number];

/**
 * The `name` of a flattened API error: the class the reference SDK's error unmarshalling rebuilds for it, so its
 * callers see the same error a failed API call gives them.
 */
export const API_ERROR_NAME = 'StytchAPIError';

/** The `name` of a flattened error for a provider that could not be reached (the reference SDK's class name). */
export const UNREACHABLE_ERROR_NAME = 'SDKAPIUnreachableError';

/** An API refusal as the frame sends it. */
export interface FlattenedApiError {
  name: string;
  message: string;
  stack: string;
  status_code: number;
  error_type: string;
  error_message: string;
  error_url: string;
  request_id: string;
}

/** One answer on the port. */
export type ClientsideAnswer = { success: true; payload: unknown } | { success: false; error: FlattenedApiError };

/** True for a method of the frame. */
export function isClientsideMethod(value: string): value is ClientsideMethod {
  return (CLIENTSIDE_METHODS as readonly string[]).includes(value);
}
