import { describe, expect, it } from 'vitest';
import { AuthError } from '../../client/core/AuthError.ts';
import { formatMessage } from './formatMessage.ts';
import type { StringKey } from './index.ts';
import de from './locales/de.ts';
import { errorText } from './errorText.ts';

/** The widget's `t` in German: a key without a text is its own text, as in the widget. */
const inGerman = (key: StringKey) => formatMessage(de[key] ?? key);
/** A `t` before the texts after Main have loaded: every key is its own text. */
const notLoaded = (key: StringKey) => key;

/** An error of the provider's, as the client makes it from its JSON answer. */
function providerError(errorType: string, message: string, status = 400, code: 'api_error' | 'user_locked_out' = 'api_error'): AuthError {
  return new AuthError(code, `[${status}] ${errorType}`, { api: { status_code: status, error_type: errorType, error_message: message } });
}

describe('errorText', () => {
  it("shows the client's own errors by code in the locale", () => {
    expect(errorText(new AuthError('network_error', 'Unable to contact…'), inGerman)).toBe(de['error.network_error']);
    expect(errorText(new AuthError('missing_pkce', 'Make sure…'), inGerman)).toBe(de['error.missing_pkce']);
  });

  it('reads the schema error and the captcha refusal by their own keys', () => {
    const schema = new AuthError('schema_error', 'Request does not match expected schema\n…', {
      api: { status_code: 400, error_type: 'invalid_request', error_message: 'Request does not match expected schema' },
    });
    expect(errorText(schema, inGerman)).toBe(de['error.schema_error']);
    const captcha = new AuthError('api_error', '[400] captcha_required', {
      api: { status_code: 400, error_type: 'captcha_required', error_message: 'Captcha required' },
    });
    expect(errorText(captcha, inGerman)).toBe(de['error.captcha_required']);
    // The provider's own JSON refusal (it has a request id) is the provider's error, by its error_type.
    const refused = new AuthError('api_error', '[400] captcha_required', {
      api: { status_code: 400, error_type: 'captcha_required', error_message: 'The captcha token was already used.', request_id: 'request-id-1' },
    });
    expect(errorText(refused, inGerman)).toBe(de['providerError.captcha_required']);
  });

  it("shows the provider's errors the catalogue knows by their error_type in the locale", () => {
    expect(errorText(providerError('invalid_email', 'Email format is invalid.'), inGerman)).toBe(de['providerError.invalid_email']);
    expect(errorText(providerError('too_many_requests', 'Too many requests.', 429), inGerman)).toBe(de['providerError.too_many_requests']);
    // A locked method is the client's user_locked_out, with the provider's error_type.
    const locked = providerError('otp_locked', 'Too many wrong passcodes for this method: send a new code.', 429, 'user_locked_out');
    expect(errorText(locked, inGerman)).toBe(de['providerError.otp_locked']);
  });

  it("passes the provider's error_message through as sent for an error_type the catalogue does not know", () => {
    expect(errorText(providerError('invalid_organization_slug', 'The organization slug is invalid.'), inGerman)).toBe('The organization slug is invalid.');
    // Before the texts have loaded, the provider's message stands in for its catalogue text.
    expect(errorText(providerError('breached_password', 'This password has been breached.'), notLoaded)).toBe('This password has been breached.');
  });

  it("lets a host's strings override a provider error's text, as the widget's t does", () => {
    const override: Partial<Record<StringKey, string>> = { 'providerError.invalid_email': 'Diese Adresse kennen wir nicht.' };
    const withOverride = (key: StringKey) => override[key] ?? inGerman(key);
    expect(errorText(providerError('invalid_email', 'Email format is invalid.'), withOverride)).toBe('Diese Adresse kennen wir nicht.');
  });

  it('falls back to the error message when the key is not loaded, or the code has no key', () => {
    expect(errorText(new AuthError('network_error', 'Unable to contact the servers.'), notLoaded)).toBe('Unable to contact the servers.');
    expect(errorText(new AuthError('usage_error', 'Invalid call'), inGerman)).toBe('Invalid call');
    expect(errorText(new Error('plain'), inGerman)).toBe('plain');
  });
});
