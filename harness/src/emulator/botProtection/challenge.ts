import type { ServerResponse } from 'node:http';
import { CAPTCHA_REQUIRED_TEXT } from '@auth-widget/sdk/protocol';

/**
 * Answers "Captcha required" as text, as the reference provider asks for a captcha: the reference client retries
 * once, with a fresh captcha token and telemetry id, only on a non-2xx answer that is not a JSON error and contains
 * this text (a JSON error is shown as an API error).
 */
export function sendCaptchaChallenge(res: ServerResponse): void {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(CAPTCHA_REQUIRED_TEXT);
}
