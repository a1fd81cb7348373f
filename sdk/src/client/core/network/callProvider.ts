import { AuthError } from '../AuthError.ts';
import { CLIENT_TELEMETRY_HEADER, PARENT_ORIGIN_HEADER, SDK_BASE_PATH } from '../../../protocol/callWire.ts';
import { clientMessages } from '../messages.ts';
import { answerCaptcha } from './answerCaptcha.ts';
import { exchange } from './exchange.ts';
import type { ProviderLink, RequestOptions, SendResult } from './networkTypes.ts';

/** How long a call may take, its answer's last byte included, when the client's `timeoutMs` option does not say. */
export const DEFAULT_TIMEOUT_MS = 20_000;

/** Base64 of a UTF-8 string, in browsers and Node alike. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `Authorization` header the provider checks on every call: Basic public_token:(session_token or public_token). */
function authorization(link: ProviderLink, withoutSession = false): string {
  const { publicToken } = link.options;
  const secret = (!withoutSession && link.options.sessionToken()) || publicToken;
  return `Basic ${base64(`${publicToken}:${secret}`)}`;
}

async function send(link: ProviderLink, request: RequestOptions, body: RequestOptions['body']): Promise<SendResult> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    if (!request.anonymous) {
      headers[CLIENT_TELEMETRY_HEADER] = base64(JSON.stringify(await link.telemetry()));
      headers.Authorization = authorization(link, request.withoutSession);
      if (typeof window !== 'undefined' && window.location) headers[PARENT_ORIGIN_HEADER] = window.location.origin;
    }
    return await exchange({
      fetch: link.options.fetch ?? globalThis.fetch,
      url: `${link.apiUrl}${SDK_BASE_PATH}${request.path}`,
      init: { method: request.method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit' },
      timeoutMs: link.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxAnswerBytes: link.options.maxAnswerBytes,
      answer: request.answer,
    });
  } catch (cause) {
    return { kind: 'error', error: new AuthError('network_error', clientMessages.networkError, { cause }) };
  }
}

/**
 * One call to the provider, once `Network` has checked what needs no chunk (a session where the call needs one): the
 * protected call's bot fields, the request with its headers, and the captcha retry. It comes with the request parts,
 * which every call loads before it sends, so the first load carries none of it.
 */
export async function callProvider(link: ProviderLink, request: RequestOptions): Promise<unknown> {
  const { botProtection } = link.options;
  let body = request.body;
  if (request.protect && botProtection && !Array.isArray(body)) body = { ...body, ...(await botProtection.fields(request.protect)) };
  const first = await send(link, request, body);
  if (first.kind === 'ok') return first.data;
  if (first.kind === 'error') throw first.error;
  // "Captcha required": the retry, or the refusal.
  return answerCaptcha(request, body, botProtection, (again) => send(link, request, again));
}
