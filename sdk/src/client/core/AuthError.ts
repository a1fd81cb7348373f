/**
 * Every error the client layer throws is an AuthError: one class with a `code` union and a `cause`, so callers
 * branch on `code` instead of parsing messages (DESIGN "Conventions").
 */
export type AuthErrorCode =
  /** The provider answered with an error object (spec section 8 "API errors"). */
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
  /** A method was called with arguments of the wrong type (spec section 5 "Client-layer type checks"). */
  | 'usage_error'
  // The native-style codes of spec section 8.
  | 'no_current_session'
  | 'user_cancellation'
  | 'missing_pkce'
  | 'passkeys_unsupported'
  | 'passkeys_misconfigured'
  | 'passkeys_invalid_encoding'
  | 'invalid_start_url'
  | 'invalid_redirect_scheme'
  | 'sdk_not_configured'
  | 'wallet_unavailable'
  /** The UI entry was used where it cannot run (a server). */
  | 'unsupported_environment'
  | 'other';

/** The error object of a provider answer (spec section 8). */
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

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  /** HTTP status for API and schema errors. */
  readonly status?: number;
  /** The provider's `error_type` for API errors. */
  readonly errorType?: string;
  /** The provider's `error_message` for API errors: the text a form shows under its input. */
  readonly errorMessage?: string;
  /** The provider's help link for API errors. */
  readonly errorUrl?: string;
  readonly requestId?: string;

  constructor(code: AuthErrorCode, message: string, details: AuthErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AuthError';
    this.code = code;
    if (details.api) {
      this.status = details.api.status_code;
      this.errorType = details.api.error_type;
      this.errorMessage = details.api.error_message;
      this.errorUrl = details.api.error_url;
      this.requestId = details.api.request_id;
    }
  }
}

/** Type guard for AuthError, optionally of one code. */
export function isAuthError(value: unknown, code?: AuthErrorCode): value is AuthError {
  return value instanceof AuthError && (code === undefined || value.code === code);
}
