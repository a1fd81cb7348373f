/**
 * The session's timing: the background refresh interval and the intermediate session cookie's lifetime. Only the
 * session's runtime (a lazy part) reads them; kept out of `constants.ts`, which the widget's first load imports for
 * the product list, so that module is not shared with a lazy part (that made it a first-load chunk of its own).
 */
export const SESSION_REFRESH_INTERVAL_MS = 180_000;
export const INTERMEDIATE_SESSION_COOKIE_MINUTES = 10;
