import { AuthError } from '../AuthError.ts';
import { callMessages } from '../callMessages.ts';

/** An answer over this size is refused (`Network`'s `maxAnswerBytes` default): the largest real answer is a few KB. */
export const MAX_ANSWER_BYTES = 1_000_000;

function tooLarge(size: string): AuthError {
  return new AuthError('invalid_response', callMessages.invalidResponse, {
    cause: new Error(`The answer is larger than ${size}; it was not read.`),
  });
}

/**
 * The text of an answer, read as it streams and given up as soon as it passes `maxBytes` (a declared
 * `Content-Length` over it is refused before a byte is read), so a 50 MB answer costs this page neither the time nor
 * the memory to read it whole. A stream that fails midway rejects as the fetch does (`Network` makes it a
 * `network_error`).
 */
export async function readAnswer(response: Response, maxBytes: number = MAX_ANSWER_BYTES): Promise<string> {
  const declared = Number(response.headers.get('Content-Length'));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge(`${maxBytes} bytes`);
  }
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(`${maxBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
