import { isAuthError } from '../../client/core/AuthError.ts';
import type { StringKey } from './index.ts';

/** The widget's `t`, or any function that returns a key's text (the key itself when it has none yet). */
type Translate = (key: StringKey) => string;

/**
 * The text a form shows for a failed call, in the widget's locale. A provider's error whose `error_type` the
 * catalogue knows is its `providerError.<error_type>` text (which a host's `strings` override like any other); the
 * client's own errors (network, invalid answers, the captcha refusal, missing PKCE…) are its `error.<code>` text; a
 * provider's error the catalogue does not know shows the provider's `error_message` as sent. An error without such a
 * text, or before the texts have loaded, shows its own message.
 */
export function errorText(error: unknown, t: Translate): string {
  if (isAuthError(error)) {
    // The refusal of a text "Captcha required" is an api_error the client makes itself (no request id: the
    // provider's answer was not JSON), read as the client's own error; the provider's JSON refusal is the provider's.
    // A locked method (`otp_locked`…) is the client's `user_locked_out`, with the provider's error_type all the same.
    const own = error.errorType === 'captcha_required' && !error.requestId;
    const keys = [`providerError.${own ? '' : error.errorType}`, `error.${own ? 'captcha_required' : error.code}`] as StringKey[];
    for (const key of keys) {
      const text = t(key);
      if (text !== key) return text;
    }
    if (error.errorMessage) return error.errorMessage;
  }
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
