import { AuthError } from '../AuthError.ts';
import { CLIENT_TELEMETRY_HEADER, PARENT_ORIGIN_HEADER, SDK_BASE_PATH } from '../../../protocol/constants.ts';
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

/**
 * The one way the client talks to the provider: Basic auth with the public token and
 * the session token, JSON in and out, telemetry and parent-origin headers, `data` unwrapped, errors mapped to the
 * error catalogue (`messages.ts`), and one retry with a fresh captcha token when the provider asks for one.
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
    // "Captcha required": the retry, or the refusal, comes with the request parts (`answerCaptcha`).
    const parts = await loadRequestParts().catch((cause: unknown) => {
      throw new AuthError('network_error', clientMessages.networkError, { cause });
    });
    return (await parts.answerCaptcha(request, body, botProtection, (again) => this.send(request, again))) as T;
  }

  /** The `Authorization` header the provider checks on every call: Basic public_token:(session_token or public_token). */
  authorization(withoutSession = false): string {
    const { publicToken } = this.options;
    const secret = (!withoutSession && this.options.sessionToken()) || publicToken;
    return `Basic ${base64(`${publicToken}:${secret}`)}`;
  }

  private async send(request: RequestOptions, body: RequestOptions['body']): Promise<SendResult> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      // The telemetry, and the sending and reading of the answer (`exchange`), come with the lazily loaded request
      // parts: parts that cannot be fetched fail the call as one that cannot reach the provider.
      const parts = await loadRequestParts();
      if (!request.anonymous) {
        headers[CLIENT_TELEMETRY_HEADER] = base64(JSON.stringify(await this.telemetry()));
        headers.Authorization = this.authorization(request.withoutSession);
        if (typeof window !== 'undefined' && window.location) headers[PARENT_ORIGIN_HEADER] = window.location.origin;
      }
      return await parts.exchange({
        fetch: this.options.fetch ?? globalThis.fetch,
        url: `${this.apiUrl}${SDK_BASE_PATH}${request.path}`,
        init: { method: request.method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit' },
        timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxAnswerBytes: this.options.maxAnswerBytes,
        answer: request.answer,
      });
    } catch (cause) {
      return { kind: 'error', error: new AuthError('network_error', clientMessages.networkError, { cause }) };
    }
  }
}
