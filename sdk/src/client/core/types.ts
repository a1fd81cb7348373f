/**
 * Options of the client layer (spec section 3). The answers and the objects they carry are wire types, in
 * `protocol/types.ts`.
 */

/** Where the provider's SDK backend lives; origins, the client appends `/sdk/v1`. */
export interface Endpoints {
  testApiUrl?: string;
  liveApiUrl?: string;
  /**
   * The provider's helper frame for One Tap (absolute http(s) URL). Default: `/clientside-services/index.html` on
   * the API origin the token talks to.
   */
  clientsideServicesUrl?: string;
  /**
   * Google's One Tap script (absolute http(s) URL). Default: Google's own for live tokens, the emulator's stand-in
   * (`/__google/gsi/client` on the test API origin) for test tokens.
   */
  googleGsiScriptUrl?: string;
}

/** Cookie options of spec section 3; every value, when given, must be a string. */
export interface CookieOptions {
  opaqueTokenCookieName?: string;
  jwtCookieName?: string;
  istCookieName?: string;
  path?: string;
  domain?: string;
}

/** Options of `createAuthClient`. */
export interface AuthClientOptions {
  endpoints?: Endpoints;
  cookieOptions?: CookieOptions;
  /** Returns a fresh captcha token (action `LOGIN`) for the "Captcha required" retry. */
  captchaToken?: () => Promise<string>;
  /** Returns a device-fingerprint telemetry id for the "Captcha required" retry and DFP-protected calls. */
  dfpTelemetryId?: () => Promise<string>;
  /** Replaces the global fetch (tests, server runtimes). */
  fetch?: typeof fetch;
  /** Keep the session fresh in the background (spec section 4). Default true in browsers. */
  autoRefresh?: boolean;
}
