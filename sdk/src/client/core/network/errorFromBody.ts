import { AuthError, type ApiErrorBody } from '../AuthError.ts';
import { CAPTCHA_REQUIRED_TEXT } from '../../../protocol/callWire.ts';
import { isRecord } from '../isRecord.ts';
import { callMessages, formatApiError } from '../callMessages.ts';

/*
 * How the provider's error answers read. `Network` loads this module while a call is out, never
 * with the first load: a page that only ever gets successes never needs it.
 */

type SchemaLine = { path?: unknown; dataPath?: unknown; instancePath?: unknown; message?: unknown };

/** A schema line's field as text: only strings are shown. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The error of a call the provider still answers "Captcha required" after the retry. */
export function captchaRequired(): AuthError {
  return new AuthError('api_error', formatApiError(400, 'captcha_required', CAPTCHA_REQUIRED_TEXT), {
    api: { status_code: 400, error_type: 'captcha_required', error_message: CAPTCHA_REQUIRED_TEXT },
  });
}

/**
 * The provider's lock answers: a passcode method, a password or a TOTP refused after too many wrong tries, the
 * right one too. They are the native-style `user_locked_out` of the reference SDKs, with the provider's fields
 * kept.
 */
const LOCKED_OUT_ERROR_TYPES = new Set(['otp_locked', 'password_locked', 'totp_locked']);

/** Turns an error answer into an AuthError: the provider's error object, or a network or response error. */
export function errorFromBody(status: number, json: unknown): AuthError {
  if (isRecord(json)) {
    const schemaKey = (['body', 'params', 'query'] as const).find((key) => key in json);
    if (schemaKey) {
      const lines = ([] as SchemaLine[])
        .concat(...(['body', 'params', 'query'] as const).map((key) => (Array.isArray(json[key]) ? (json[key] as SchemaLine[]) : [])))
        // A line that is not an object (`{"body":[null]}`) is still a schema error, not a TypeError.
        .map((line) => (isRecord(line) ? line : {}))
        .map((line) => `${textOf(line.path ?? line.instancePath ?? line.dataPath)}: ${textOf(line.message) || 'is invalid'}`);
      const error = new AuthError('schema_error', [callMessages.schemaHeader, ...lines].join('\n'), {
        api: { status_code: status, error_type: 'invalid_request', error_message: callMessages.schemaHeader },
      });
      return error;
    }
    if (typeof json.error_type === 'string') {
      const api: ApiErrorBody = {
        status_code: typeof json.status_code === 'number' ? json.status_code : status,
        error_type: json.error_type,
        error_message: typeof json.error_message === 'string' ? json.error_message : '',
        error_url: typeof json.error_url === 'string' ? json.error_url : undefined,
        request_id: typeof json.request_id === 'string' ? json.request_id : undefined,
      };
      const code = LOCKED_OUT_ERROR_TYPES.has(api.error_type) ? 'user_locked_out' : 'api_error';
      return new AuthError(code, formatApiError(api.status_code, api.error_type, api.error_message, api.error_url), { api });
    }
  }
  return new AuthError('invalid_response', callMessages.invalidResponse);
}
