/**
 * Options of the client layer. The answers and the objects they carry are wire types, in
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
  /**
   * reCAPTCHA Enterprise's script (absolute http(s) URL; `?render=<siteKey>` is added), loaded when bootstrap turns
   * captcha on. Default: Google's own for live tokens, the emulator's stand-in (`/__recaptcha/enterprise.js` on the
   * test API origin) for test tokens.
   */
  captchaScriptUrl?: string;
  /**
   * The provider's device-fingerprinting script (defines `GetTelemetryID`), loaded when bootstrap turns DFP Protected
   * Auth on. Default: the provider's for live tokens, the emulator's stand-in (`/__dfp/telemetry.js`) for test tokens.
   */
  dfpScriptUrl?: string;
  /** Where that script submits its telemetry (`<dfpBackendUrl>/submit`). Default: as for `dfpScriptUrl` (`/__dfp`). */
  dfpBackendUrl?: string;
}

/** Cookie options (the three cookie names, path, domain); every value, when given, must be a string. */
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
  /**
   * The host's own captcha source: a fresh captcha token for action `LOGIN`, used in place of the reCAPTCHA
   * Enterprise script when bootstrap turns captcha on (a page that already runs its own reCAPTCHA, a server runtime).
   */
  captchaToken?: () => Promise<string>;
  /** The host's own DFP source: a telemetry id, used in place of the provider's script when bootstrap turns DFP on. */
  dfpTelemetryId?: () => Promise<string>;
  /**
   * How long a call to the provider may take, its answer's last byte included, before it fails with `network_error`
   * (the widget's busy button then shows the error). Default 20000 ms.
   */
  timeoutMs?: number;
  /** Replaces the global fetch (tests, server runtimes). */
  fetch?: typeof fetch;
  /** Keep the session fresh in the background. Default true in browsers. */
  autoRefresh?: boolean;
}
