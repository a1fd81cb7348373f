import { AuthError, isAuthError } from '../AuthError.ts';
import { CAPTCHA_REQUIRED_TEXT, CLIENT_TELEMETRY_HEADER, PARENT_ORIGIN_HEADER, SDK_BASE_PATH } from '../../../protocol/constants.ts';
import { isRecord } from '../isRecord.ts';
import { clientMessages } from '../messages.ts';
import { loadRequestParts, preloadRequestParts } from './loadRequestParts.ts';
import type { TelemetryBlob, TelemetrySubject } from './telemetryBlob.ts';
import type { NetworkOptions, RequestOptions, SendResult } from './networkTypes.ts';

/** How long a call may take, its answer's last byte included, when the client's `timeoutMs` option does not say. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export type { AnswerKind, BotFieldSource, NetworkOptions, RequestOptions, SendResult } from './networkTypes.ts';

/** Base64 of a UTF-8 string, in browsers and Node alike. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The AuthError of an error answer; parts that cannot be fetched fail the call as a network failure, as lazy code does. */
async function errorOfAnswer(status: number, json: unknown): Promise<AuthError> {
  try {
    return (await loadRequestParts()).errorFromBody(status, json);
  } catch (cause) {
    return new AuthError('network_error', clientMessages.networkError, { cause });
  }
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
    preloadRequestParts();
  }

  /** Who is signed in now, for the telemetry of a call or an event. */
  telemetrySubject(): TelemetrySubject {
    return this.options.telemetrySubject?.() ?? {};
  }

  /** The client telemetry of a call made now, or of an event of that moment and subject. */
  async telemetry(subject: TelemetrySubject = this.telemetrySubject(), at?: Date): Promise<TelemetryBlob> {
    return (await loadRequestParts()).telemetryBlob(subject, at);
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
    // "Captcha required" (spec section 7): the retry, or the refusal, comes with the request parts (`answerCaptcha`).
    const parts = await loadRequestParts().catch((cause: unknown) => {
      throw new AuthError('network_error', clientMessages.networkError, { cause });
    });
    return (await parts.answerCaptcha(request, body, botProtection, (again) => this.send(request, again))) as T;
  }

  /** The `Authorization` header of spec section 7: Basic public_token:(session_token or public_token). */
  authorization(withoutSession = false): string {
    const { publicToken } = this.options;
    const secret = (!withoutSession && this.options.sessionToken()) || publicToken;
    return `Basic ${base64(`${publicToken}:${secret}`)}`;
  }

  private async send(request: RequestOptions, body: RequestOptions['body']): Promise<SendResult> {
    const fetchImpl = this.options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // One deadline for the whole exchange, the answer's last byte included: a provider that hangs, or drips its
    // answer a byte at a time, fails the call as one that cannot reach it, and the button that waits on it comes back.
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // The deadline's reason first, so the call reports the timeout rather than the abort it causes.
        reject(new Error(`The provider did not answer within ${timeoutMs} ms.`));
        controller.abort();
      }, timeoutMs);
    });
    deadline.catch(() => {});
    let response: Response;
    let text: string;
    try {
      // The telemetry and the answer's reader come from the lazily loaded request parts: parts that cannot be
      // fetched fail the call as one that cannot reach the provider.
      const parts = await Promise.race([loadRequestParts(), deadline]);
      if (!request.anonymous) {
        headers[CLIENT_TELEMETRY_HEADER] = base64(JSON.stringify(await this.telemetry()));
        headers.Authorization = this.authorization(request.withoutSession);
        if (typeof window !== 'undefined' && window.location) headers[PARENT_ORIGIN_HEADER] = window.location.origin;
      }
      const init: RequestInit = {
        method: request.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        signal: controller.signal,
      };
      response = await Promise.race([fetchImpl(`${this.apiUrl}${SDK_BASE_PATH}${request.path}`, init), deadline]);
      text = await Promise.race([parts.readAnswer(response, this.options.maxAnswerBytes), deadline]);
    } catch (cause) {
      return { kind: 'error', error: isAuthError(cause) ? cause : new AuthError('network_error', clientMessages.networkError, { cause }) };
    } finally {
      clearTimeout(timer);
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
    if (!response.ok) return { kind: 'error', error: await errorOfAnswer(response.status, json) };
    if (!isRecord(json) || !isRecord(json.data)) {
      return { kind: 'error', error: new AuthError('invalid_response', clientMessages.invalidResponse) };
    }
    // Nothing of an answer is stored or used before it has its protocol types (`answerProblem`).
    const problem = request.answer && (await loadRequestParts()).answerProblem(request.answer, json.data);
    if (problem) return { kind: 'error', error: new AuthError('invalid_response', clientMessages.invalidResponse, { cause: new Error(problem) }) };
    return { kind: 'ok', data: json.data };
  }
}
