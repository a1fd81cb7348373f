/**
 * Every error the client layer throws is an AuthError: one class with a `code` union and a `cause`, so callers
 * branch on `code` instead of parsing messages (DESIGN "Conventions").
 */
export type AuthErrorCode =
  /** The provider answered with an error object. */
  | 'api_error'
  /** The provider said the request does not match the call's schema. */
  | 'schema_error'
  /** No answer: offline, DNS, refused or dropped connection. */
  | 'network_error'
  /** The answer was not JSON. */
  | 'invalid_json'
  /** The answer was JSON without the expected `data`. */
  | 'invalid_response'
  /** An empty answer, or no usable status. */
  | 'no_response'
  /** A captcha retry could not get a fresh captcha token or DFP telemetry id. */
  | 'captcha_unavailable'
  /** A method was called with arguments of the wrong type. */
  | 'usage_error'
  // The reference SDKs' native-style codes that a web client meets.
  /** A call that acts for the signed-in user was made without a session; nothing was sent. */
  | 'no_current_session'
  | 'user_cancellation'
  /**
   * The provider refused a passcode, password or TOTP code because too many wrong ones came before (its lock
   * answers, `LOCKED_OUT_ERROR_TYPES`); the provider's error fields are kept, and its `error_message` says when
   * to try again.
   */
  | 'user_locked_out'
  /** One Tap answered without an ID token. */
  | 'missing_id_token'
  /** One Tap answered with a credential that is not an ID token (not a JWT). */
  | 'invalid_authorization_credential'
  | 'missing_pkce'
  | 'passkeys_unsupported'
  | 'passkeys_misconfigured'
  | 'passkeys_invalid_encoding'
  | 'invalid_start_url'
  | 'invalid_redirect_scheme'
  /** A link reached the authenticate page with a token type it does not finish (not a magic link, OAuth or reset). */
  | 'unknown_link_type'
  | 'sdk_not_configured'
  | 'wallet_unavailable'
  /** The UI entry was used where it cannot run (a server). */
  | 'unsupported_environment'
  // The reference SDKs' native-style codes that only the provider's mobile SDKs meet (biometrics, the device's
  // keystore and credentials). They are in the union so that code shared with a mobile app type-checks; this
  // client never throws them.
  | 'biometrics_unavailable'
  | 'biometrics_failed'
  | 'no_biometrics_enrolled'
  | 'no_biometrics_registration'
  | 'key_invalidated'
  | 'keystore_unavailable'
  | 'device_credentials_not_allowed'
  | 'other';

/** The error object of a provider answer. */
export interface ApiErrorBody {
  status_code: number;
  error_type: string;
  error_message: string;
  error_url?: string;
  request_id?: string;
}

export interface AuthErrorDetails {
  cause?: unknown;
  /** For `api_error`: the provider's error object. */
  api?: ApiErrorBody;
}

/**
 * Marks every AuthError, in the global symbol registry so that two copies of this module (two builds of the package
 * on one page, or a bundler that duplicated it) agree: `instanceof` only knows its own copy's class.
 */
const AUTH_ERROR_BRAND = Symbol.for('@auth-widget/sdk.AuthError');

/**
 * The one error class. An API error carries the provider's error object under its wire names (`status_code`,
 * `error_type`, `error_message`, `error_url`, `request_id`), as the reference SDK's errors do, so code written
 * against it (`err.error_type === 'otp_code_not_found'`) works unchanged; `status`, `errorType`,
 * `errorMessage`, `errorUrl` and `requestId` read the same values.
 */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  /** HTTP status for API and schema errors. */
  readonly status_code?: number;
  /** The provider's `error_type` for API errors. */
  readonly error_type?: string;
  /** The provider's `error_message` for API errors: the text a form shows under its input. */
  readonly error_message?: string;
  /** The provider's help link for API errors. */
  readonly error_url?: string;
  readonly request_id?: string;

  constructor(code: AuthErrorCode, message: string, details: AuthErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AuthError';
    this.code = code;
    if (details.api) {
      this.status_code = details.api.status_code;
      this.error_type = details.api.error_type;
      this.error_message = details.api.error_message;
      this.error_url = details.api.error_url;
      this.request_id = details.api.request_id;
    }
  }

  /** `status_code`. */
  get status(): number | undefined {
    return this.status_code;
  }

  /** `error_type`. */
  get errorType(): string | undefined {
    return this.error_type;
  }

  /** `error_message`. */
  get errorMessage(): string | undefined {
    return this.error_message;
  }

  /** `error_url`. */
  get errorUrl(): string | undefined {
    return this.error_url;
  }

  /** `request_id`. */
  get requestId(): string | undefined {
    return this.request_id;
  }
}

// On the prototype, not each error: own symbol properties would show in deep equality checks and spreads.
Object.defineProperty(AuthError.prototype, AUTH_ERROR_BRAND, { value: true });

/**
 * Type guard for AuthError, optionally of one code. It knows an AuthError of another copy of the package too, by
 * its brand, as the widget must when the page made its client with another build.
 */
export function isAuthError(value: unknown, code?: AuthErrorCode): value is AuthError {
  const branded = value instanceof AuthError || (typeof value === 'object' && value !== null && AUTH_ERROR_BRAND in value);
  return branded && (code === undefined || (value as AuthError).code === code);
}
