/**
 * The wire's names that the client needs only once it calls the provider or loads one of its scripts (the calls' base
 * path, headers, telemetry fields and version, the captcha demand's text, the helper frame's and Google's script
 * locations), and the emulator's project and role defaults. Apart from `constants.ts`, whose values the headless
 * client's first load uses, so that the first load carries none of these: only the lazily loaded request parts and
 * One Tap code, the site helpers, the emulator and the CLI import them. Plain values only, like `constants.ts`.
 */
import { EMULATOR_PUBLIC_TOKEN, WIRE_PREFIX } from './constants.ts';

/**
 * Wire fact: the role the reference provider gives every user of a consumer project. Its newer SDKs read `roles` on
 * the user and on the session; this role comes first in both, and its API refuses to assign it or take it away
 * (`cannot_assign_default_rbac_role_id`).
 */
export const DEFAULT_USER_ROLE = `${WIRE_PREFIX}_user`;

/**
 * Wire fact: the error types after which the reference provider never accepts the session again, so the client
 * ends it. Only a call's answer carries one (the session's refresh reads them, with the request parts).
 */
export const UNRECOVERABLE_ERROR_TYPES = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
] as const;

/** Wire fact: the signed-in user's and session's id fields of the client telemetry, as the reference SDK names them. */
export const TELEMETRY_USER_ID_FIELD = `${WIRE_PREFIX}_user_id`;
export const TELEMETRY_SESSION_ID_FIELD = `${WIRE_PREFIX}_session_id`;

/** Wire fact: the reference provider's helper frame, for calls to its live API origin. */
export const LIVE_CLIENTSIDE_SERVICES_URL = `https://js.${WIRE_PREFIX}.com/clientside-services/index.html`;

/**
 * Path of the provider's helper frame ("clientside services", which One Tap goes through) on the provider's origin.
 * By default the frame is loaded from the API origin the token talks to: the emulator serves it for test tokens, and
 * a live provider serves it beside its API. `endpoints.clientsideServicesUrl` points elsewhere.
 */
export const CLIENTSIDE_SERVICES_PATH = '/clientside-services/index.html';

/** Google's One Tap script (Google Identity Services), loaded for live tokens. */
export const GOOGLE_GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/**
 * Path of the emulator's stand-in for Google's One Tap script; test tokens load it from the API origin, so One Tap
 * works offline against the emulator. `endpoints.googleGsiScriptUrl` overrides either default.
 */
export const EMULATOR_GSI_SCRIPT_PATH = '/__google/gsi/client';

/** The emulator's project of its test token, `EMULATOR_PUBLIC_TOKEN` (its session JWTs say `iss: auth-widget:<id>`, `aud: <id>`). */
// Pure: a bundle that does not use the id (the widget's) leaves it and the test token out.
export const EMULATOR_PROJECT_ID = /* @__PURE__ */ EMULATOR_PUBLIC_TOKEN.replace('public-token', 'project');

/** Base path of every SDK call. */
export const SDK_BASE_PATH = '/sdk/v1';

/** Version reported in client telemetry. */
export const CLIENT_VERSION = '4.14.0';

/** The text a provider answers with when a call needs a fresh captcha token. */
export const CAPTCHA_REQUIRED_TEXT = 'Captcha required';

/**
 * Header carrying base64 JSON client telemetry on every call, named as the reference provider's SDK
 * names it, so the provider's backend reads ours the same way.
 */
export const CLIENT_TELEMETRY_HEADER = 'X-SDK-Client';

/** Header carrying the origin of the page the client runs in, named as the reference SDK names it. */
export const PARENT_ORIGIN_HEADER = 'X-SDK-Parent-Host';
