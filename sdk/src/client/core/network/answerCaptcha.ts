import { captchaRequired } from './errorFromBody.ts';
import type { BotFieldSource, RequestOptions, SendResult } from './networkTypes.ts';

/**
 * A call the provider answered "Captcha required": one retry with a fresh captcha token and DFP
 * telemetry id, for the calls and the mode the reference SDK retries (`retryFields` says captcha_unavailable
 * otherwise). Any other call cannot meet the demand, and gets the provider's refusal. Only such an answer needs this,
 * so it comes with the request parts (`requestParts.ts`), not with the first load.
 */
export async function answerCaptcha(
  request: RequestOptions,
  body: RequestOptions['body'],
  botProtection: BotFieldSource | undefined,
  resend: (body: RequestOptions['body']) => Promise<SendResult>,
): Promise<unknown> {
  if (request.protect !== 'dfp' || !botProtection || Array.isArray(body)) throw captchaRequired();
  const retried = await resend({ ...body, ...(await botProtection.retryFields()) });
  if (retried.kind === 'ok') return retried.data;
  if (retried.kind === 'error') throw retried.error;
  throw captchaRequired();
}
