import { isAuthError } from '../../client/core/AuthError.ts';
import type { StringKey } from './index.ts';

/** The widget's `t`, or any function that returns a key's text (the key itself when it has none yet). */
type Translate = (key: StringKey) => string;

/**
 * The text a form shows for a failed call. The provider's `error_message` of
 * an API error passes through as sent: the provider writes it, the widget cannot translate it. The client's own
 * errors (network, invalid answers, the captcha refusal, missing PKCE…) are the catalogue's `error.<code>` text
 * in the widget's locale; an error without such a key, or before the texts have loaded, shows its own message.
 */
export function errorText(error: unknown, t: Translate): string {
  if (isAuthError(error)) {
    // The refusal of a text "Captcha required" is an api_error the client makes itself (no request id: the
    // provider's answer was not JSON). Other api_errors are the provider's, a JSON captcha refusal included: no
    // `error.api_error` key exists, so their message is used.
    const own = error.errorType === 'captcha_required' && !error.requestId;
    const key = `error.${own ? 'captcha_required' : error.code}` as StringKey;
    const text = t(key);
    if (text !== key) return text;
    if (error.errorMessage) return error.errorMessage;
  }
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
