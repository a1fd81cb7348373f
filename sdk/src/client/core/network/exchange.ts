import { AuthError, isAuthError } from '../AuthError.ts';
import { CAPTCHA_REQUIRED_TEXT } from '../../../protocol/callWire.ts';
import { isRecord } from '../isRecord.ts';
import { callMessages } from '../callMessages.ts';
import { clientMessages } from '../messages.ts';
import { answerProblem } from './answerProblem.ts';
import { errorFromBody } from './errorFromBody.ts';
import type { AnswerKind, SendResult } from './networkTypes.ts';
import { readAnswer } from './readAnswer.ts';

/** One request as `Network` hands it over: everything is decided but the sending and the reading. */
export interface Exchange {
  fetch: typeof fetch;
  url: string;
  init: RequestInit;
  timeoutMs: number;
  maxAnswerBytes?: number;
  answer?: AnswerKind;
}

/**
 * Sends one request and reads its answer: one deadline for the whole exchange, its answer's last
 * byte included, so a provider that hangs or drips its answer a byte at a time fails the call as one that cannot be
 * reached; an answer over the size cap refused unread; the error catalogue (`messages.ts`); and the `data` of a success
 * checked against its protocol type before the caller sees it. It comes with the request parts (`requestParts.ts`),
 * which every call has loaded before it sends, so none of it weighs on the first load.
 */
export async function exchange(request: Exchange): Promise<SendResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // The deadline's reason first, so the call reports the timeout rather than the abort it causes.
      reject(new Error(`The provider did not answer within ${request.timeoutMs} ms.`));
      controller.abort();
    }, request.timeoutMs);
  });
  deadline.catch(() => {});
  let response: Response;
  let text: string;
  try {
    // Called bare: a browser's fetch refuses any `this` but the window (the Exchange object would be one).
    const send = request.fetch;
    response = await Promise.race([send(request.url, { ...request.init, signal: controller.signal }), deadline]);
    text = await Promise.race([readAnswer(response, request.maxAnswerBytes), deadline]);
  } catch (cause) {
    return { kind: 'error', error: isAuthError(cause) ? cause : new AuthError('network_error', clientMessages.networkError, { cause }) };
  } finally {
    clearTimeout(timer);
  }
  if (!response.status || text.trim() === '') return { kind: 'error', error: new AuthError('no_response', callMessages.noResponse) };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    // The provider asks for a captcha with a text answer, never a success and never a JSON error (as the reference
    // SDK reads it): a user's data that says "Captcha required" is only data.
    if (!response.ok && text.includes(CAPTCHA_REQUIRED_TEXT)) return { kind: 'captcha' };
    return { kind: 'error', error: new AuthError('invalid_json', callMessages.invalidJson, { cause }) };
  }
  if (!response.ok) return { kind: 'error', error: errorFromBody(response.status, json) };
  if (!isRecord(json) || !isRecord(json.data)) return { kind: 'error', error: new AuthError('invalid_response', callMessages.invalidResponse) };
  // Nothing of an answer is stored or used before it has its protocol types.
  const problem = request.answer && answerProblem(request.answer, json.data);
  if (problem) return { kind: 'error', error: new AuthError('invalid_response', callMessages.invalidResponse, { cause: new Error(problem) }) };
  return { kind: 'ok', data: json.data };
}
