/**
 * The wire's names and values that the headless client's first load uses, shared by the client and the provider
 * emulator: cookie and parameter names, token formats, API origins, the enumerations of the spec and the emulator's
 * defaults (the names only a call or a provider script needs, its paths and headers, are in `callWire.ts`). Names the provider puts on the wire
 * or shares with a site (the token-type query parameter, the default cookie names, the telemetry's id fields) are the
 * provider's own, each marked as a wire fact; our own prefix names only what the client keeps for itself (its
 * storage keys). The emulator's port and token are the embedded default that a test public token talks to, so a new
 * user needs no account. Plain values only: this module runs nothing on import.
 */

/** Our own prefix, for what the client keeps to itself: its localStorage keys (DESIGN "Provider names"). */
export const PROVIDER_PREFIX = 'authwidget';

/**
 * Wire fact: the prefix the reference provider gives the names it shares with a site (cookies, the token-type
 * parameter, the telemetry's id fields). Ours must be the same for our client to work on its backend. Exported for
 * `callWire.ts` alone; the protocol entry does not name it.
 */
export const WIRE_PREFIX = 'stytch';

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

/** The test public token the emulator knows from a fresh start. */
export const EMULATOR_PUBLIC_TOKEN = 'public-token-test-5f0c7a1e-2b9d-4e63-8a14-c3d2e1f0a9b8';

/** Every public token starts with this; anything else is only warned about. */
export const PUBLIC_TOKEN_PREFIX = 'public-token-';

/** A test public token contains this. */
export const TEST_TOKEN_MARKER = 'public-token-test';

/** Session length when a call gives none. */
export const DEFAULT_SESSION_DURATION_MINUTES = 30;

/** Passcodes and magic links. */
export const PASSCODE_LENGTH = 6;
export const DEFAULT_PASSCODE_EXPIRATION_MINUTES = 5;
export const DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES = 30;

/** OAuth providers of the spec's enumeration, in its order. */
export const OAUTH_PROVIDERS = [
  'google', 'microsoft', 'apple', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon',
  'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo',
] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Passcode delivery methods. */
export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];
