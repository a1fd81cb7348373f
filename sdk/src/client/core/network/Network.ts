import { AuthError, type ApiErrorBody } from '../AuthError.ts';
import { CAPTCHA_REQUIRED_TEXT, CLIENT_TELEMETRY_HEADER, PARENT_ORIGIN_HEADER, SDK_BASE_PATH } from '../../../protocol/constants.ts';
import { isRecord } from '../isRecord.ts';
import { clientMessages, formatApiError } from '../messages.ts';
import { telemetryBlob, type TelemetrySubject } from './telemetryBlob.ts';
import type { BotFields, ProtectionKind } from '../botProtection/botProtectionTypes.ts';

/** Where a protected call's captcha token and DFP telemetry id come from (`createBotProtection`). */
export interface BotFieldSource {
  fields(kind: ProtectionKind): Promise<BotFields>;
  retryFields(): Promise<BotFields>;
}

export interface NetworkOptions {
  /** Origin of the provider's SDK backend. */
  apiUrl: string;
  publicToken: string;
  /** The current session token, read at each call so a login in another tab is used at once. */
  sessionToken: () => string | null;
  /** The signed-in user and session, for the telemetry every call carries. */
  telemetrySubject?: () => TelemetrySubject;
  fetch?: typeof fetch;
  /** Captcha and DFP for protected calls; without it they go out as they are. */
  botProtection?: BotFieldSource;
}

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under `/sdk/v1`, starting with `/`. */
  path: string;
  /** A JSON object; a JSON array only for the telemetry batch (which is never retried for a captcha). */
  body?: Record<string, unknown> | unknown[];
  /**
   * Bot protection of the call, as the reference provider's SDK has it (the emulator's `BOT_PROTECTED_CALLS` lists them): its
   * body gains `captcha_token` and `dfp_telemetry_id` by the mode, and a `dfp` call retries "Captcha required" once.
   */
  protect?: ProtectionKind;
  /**
   * The call acts for the signed-in user (a factor changed, a passkey registered): without a session it fails with
   * `no_current_session` (spec section 8) before anything is sent.
   */
  needsSession?: boolean;
  /** Send the public token even when a session exists (bootstrap). */
  withoutSession?: boolean;
  /**
   * A bare request, as the reference provider's SDK sends its telemetry batch: no Authorization and no SDK headers
   * (each event carries its public token and telemetry itself).
   */
  anonymous?: boolean;
}

type SchemaLine = { path?: unknown; dataPath?: unknown; instancePath?: unknown; message?: unknown };

/** Base64 of a UTF-8 string, in browsers and Node alike. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A schema line's field as text: only strings are shown. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The error of a call the provider still answers "Captcha required" after the retry. */
function captchaRequired(): AuthError {
  return new AuthError('api_error', formatApiError(400, 'captcha_required', CAPTCHA_REQUIRED_TEXT), {
    api: { status_code: 400, error_type: 'captcha_required', error_message: CAPTCHA_REQUIRED_TEXT },
  });
}

/** Turns an error answer into the AuthError of spec section 8. */
function errorFromBody(status: number, json: unknown): AuthError {
  if (isRecord(json)) {
    const schemaKey = (['body', 'params', 'query'] as const).find((key) => key in json);
    if (schemaKey) {
      const lines = ([] as SchemaLine[])
        .concat(...(['body', 'params', 'query'] as const).map((key) => (Array.isArray(json[key]) ? (json[key] as SchemaLine[]) : [])))
        // A line that is not an object (`{"body":[null]}`) is still a schema error, not a TypeError.
        .map((line) => (isRecord(line) ? line : {}))
        .map((line) => `${textOf(line.path ?? line.instancePath ?? line.dataPath)}: ${textOf(line.message) || 'is invalid'}`);
      const error = new AuthError('schema_error', [clientMessages.schemaHeader, ...lines].join('\n'), {
        api: { status_code: status, error_type: 'invalid_request', error_message: clientMessages.schemaHeader },
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
      return new AuthError('api_error', formatApiError(api.status_code, api.error_type, api.error_message, api.error_url), { api });
    }
  }
  return new AuthError('invalid_response', clientMessages.invalidResponse);
}

/**
 * The one way the client talks to the provider (spec section 7 "Common"): Basic auth with the public token and
 * the session token, JSON in and out, telemetry and parent-origin headers, `data` unwrapped, errors mapped to the
 * catalogue of section 8, and one retry with a fresh captcha token when the provider asks for one.
 */
export class Network {
  readonly apiUrl: string;
  private readonly options: NetworkOptions;

  constructor(options: NetworkOptions) {
    this.options = options;
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
  }

  /** Who is signed in now, for the telemetry of a call or an event. */
  telemetrySubject(): TelemetrySubject {
    return this.options.telemetrySubject?.() ?? {};
  }

  /** The client telemetry of a call made now, or of an event of that moment and subject. */
  telemetry(subject: TelemetrySubject = this.telemetrySubject(), at?: Date) {
    return telemetryBlob(subject, at);
  }

  /** The project's public token. */
  get publicToken(): string {
    return this.options.publicToken;
  }

  /** Calls the provider and returns the `data` of its answer. */
  async request<T>(request: RequestOptions): Promise<T> {
    if (request.needsSession && !this.options.sessionToken()) throw new AuthError('no_current_session', clientMessages.noCurrentSession);
    const { botProtection } = this.options;
    let body = request.body;
    if (request.protect && botProtection && !Array.isArray(body)) body = { ...body, ...(await botProtection.fields(request.protect)) };
    const first = await this.send(request, body);
    if (first.kind === 'ok') return first.data as T;
    if (first.kind === 'error') throw first.error;
    // "Captcha required" (spec section 7): one retry with a fresh captcha token and DFP telemetry id, for the calls
    // and the mode the reference SDK retries (`retryFields` says captcha_unavailable otherwise). Any
    // other call cannot meet the demand, and gets the provider's refusal.
    if (request.protect !== 'dfp' || !botProtection || Array.isArray(body)) throw captchaRequired();
    const fresh = await botProtection.retryFields();
    const retried = await this.send(request, { ...body, ...fresh });
    if (retried.kind === 'ok') return retried.data as T;
    if (retried.kind === 'error') throw retried.error;
    throw captchaRequired();
  }

  /** The `Authorization` header of spec section 7: Basic public_token:(session_token or public_token). */
  authorization(withoutSession = false): string {
    const { publicToken } = this.options;
    const secret = (!withoutSession && this.options.sessionToken()) || publicToken;
    return `Basic ${base64(`${publicToken}:${secret}`)}`;
  }

  private async send(
    request: RequestOptions,
    body: RequestOptions['body'],
  ): Promise<{ kind: 'ok'; data: unknown } | { kind: 'error'; error: AuthError } | { kind: 'captcha' }> {
    const fetchImpl = this.options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = {};
    if (!request.anonymous) {
      headers.Authorization = this.authorization(request.withoutSession);
      headers[CLIENT_TELEMETRY_HEADER] = base64(JSON.stringify(this.telemetry()));
      if (typeof window !== 'undefined' && window.location) headers[PARENT_ORIGIN_HEADER] = window.location.origin;
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${this.apiUrl}${SDK_BASE_PATH}${request.path}`, {
        method: request.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch (cause) {
      return { kind: 'error', error: new AuthError('network_error', clientMessages.networkError, { cause }) };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      return { kind: 'error', error: new AuthError('network_error', clientMessages.networkError, { cause }) };
    }
    if (!response.status || text.trim() === '') {
      return { kind: 'error', error: new AuthError('no_response', clientMessages.noResponse) };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      // The provider asks for a captcha with a text answer, never a success and never a JSON error (as the reference
      // SDK reads it): a user's data that says "Captcha required" is only data.
      if (!response.ok && text.includes(CAPTCHA_REQUIRED_TEXT)) return { kind: 'captcha' };
      return { kind: 'error', error: new AuthError('invalid_json', clientMessages.invalidJson, { cause }) };
    }
    if (!response.ok) return { kind: 'error', error: errorFromBody(response.status, json) };
    if (!isRecord(json) || !isRecord(json.data)) {
      return { kind: 'error', error: new AuthError('invalid_response', clientMessages.invalidResponse) };
    }
    return { kind: 'ok', data: json.data };
  }
}
