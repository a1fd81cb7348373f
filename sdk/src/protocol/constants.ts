/**
 * The wire's names and values, shared by the client and the provider emulator: paths, headers, parameter and cookie
 * names, token formats, the enumerations of the spec and the emulator's defaults. Names the provider puts on the wire
 * or shares with a site (the token-type query parameter, the default cookie names, the telemetry's id fields) are the
 * provider's own, each marked as a wire fact; our own prefix names only what the client keeps for itself (its
 * storage keys). The emulator's port and token are the embedded default that a test public token talks to, so a new
 * user needs no account. Plain values only: this module runs nothing on import.
 */

/** Our own prefix, for what the client keeps to itself: its localStorage keys (DESIGN "Provider names"). */
export const PROVIDER_PREFIX = 'authwidget';

/**
 * Wire fact: the prefix the reference provider gives the names it shares with a site (cookies, the token-type
 * parameter, the telemetry's id fields). Ours must be the same for our client to work on its backend.
 */
const WIRE_PREFIX = 'stytch';

/** Human name of the provider, used in the network error messages ("Unable to contact the provider's servers"). */
export const PROVIDER_NAME = 'auth-widget';

/**
 * Wire fact: the query parameter that carries the token type on magic-link, OAuth and reset redirects. The provider appends it itself, and the reference SDK's `parseAuthenticateUrl` reads this name.
 */
export const TOKEN_TYPE_PARAM = `${WIRE_PREFIX}_token_type`;

/**
 * Wire fact: the default cookie names, the reference SDK's, so a site that switches keeps its
 * visitors signed in and the provider's backend documentation applies unchanged. `cookieOptions` renames them.
 */
export const DEFAULT_COOKIE_NAMES = {
  opaqueToken: `${WIRE_PREFIX}_session`,
  jwt: `${WIRE_PREFIX}_session_jwt`,
  intermediateToken: `${WIRE_PREFIX}_intermediate_session_token`,
} as const;

/**
 * Wire fact: the role the reference provider gives every user of a consumer project. Its newer SDKs read `roles` on
 * the user and on the session; this role comes first in both, and its API refuses to assign it or take it away
 * (`cannot_assign_default_rbac_role_id`).
 */
export const DEFAULT_USER_ROLE = `${WIRE_PREFIX}_user`;

/** Wire fact: the signed-in user's and session's id fields of the client telemetry, as the reference SDK names them. */
export const TELEMETRY_USER_ID_FIELD = `${WIRE_PREFIX}_user_id`;
export const TELEMETRY_SESSION_ID_FIELD = `${WIRE_PREFIX}_session_id`;

/** Port the provider emulator listens on by default. */
export const EMULATOR_DEFAULT_PORT = 4455;

/** Host the emulator binds by default: loopback only. */
export const EMULATOR_DEFAULT_HOST = '127.0.0.1';

/** Origin of the emulator; a `public-token-test…` token talks to it unless `endpoints.testApiUrl` says otherwise. */
export const DEFAULT_TEST_API_URL = `http://${EMULATOR_DEFAULT_HOST}:${EMULATOR_DEFAULT_PORT}`;

/**
 * Wire fact: the reference provider's live API origin, where every token that is not a test token goes unless
 * `endpoints.liveApiUrl` says otherwise (a proxy, a custom domain), as with the reference SDK.
 */
export const DEFAULT_LIVE_API_URL = `https://api.${WIRE_PREFIX}.com`;

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

/** The test public token the emulator knows from a fresh start. */
export const EMULATOR_PUBLIC_TOKEN = 'public-token-test-5f0c7a1e-2b9d-4e63-8a14-c3d2e1f0a9b8';

/** The emulator's project of that token (its session JWTs say `iss: auth-widget:<id>`, `aud: <id>`). */
export const EMULATOR_PROJECT_ID = EMULATOR_PUBLIC_TOKEN.replace('public-token', 'project');

/** Every public token starts with this; anything else is only warned about. */
export const PUBLIC_TOKEN_PREFIX = 'public-token-';

/** A test public token contains this. */
export const TEST_TOKEN_MARKER = 'public-token-test';

/** Base path of every SDK call. */
export const SDK_BASE_PATH = '/sdk/v1';

/** Version reported in client telemetry. */
export const CLIENT_VERSION = '4.14.0';

/** Session length when a call gives none. */
export const DEFAULT_SESSION_DURATION_MINUTES = 30;

/** Passcodes and magic links. */
export const PASSCODE_LENGTH = 6;
export const DEFAULT_PASSCODE_EXPIRATION_MINUTES = 5;
export const DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES = 30;

/** Unrecoverable error types: they end the session. */
export const UNRECOVERABLE_ERROR_TYPES = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
] as const;

/** The text a provider answers with when a call needs a fresh captcha token. */
export const CAPTCHA_REQUIRED_TEXT = 'Captcha required';

/** OAuth providers of the spec's enumeration, in its order. */
export const OAUTH_PROVIDERS = [
  'google', 'microsoft', 'apple', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon',
  'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo',
] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Passcode delivery methods. */
export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

/**
 * Header carrying base64 JSON client telemetry on every call, named as the reference provider's SDK
 * names it, so the provider's backend reads ours the same way.
 */
export const CLIENT_TELEMETRY_HEADER = 'X-SDK-Client';

/** Header carrying the origin of the page the client runs in, named as the reference SDK names it. */
export const PARENT_ORIGIN_HEADER = 'X-SDK-Parent-Host';
