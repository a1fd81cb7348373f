/**
 * The client's own error messages the widget shows, by AuthError code (the network
 * and response errors, missing PKCE), so they are translated with the rest; the English texts are the client's, word for word.
 * A provider's `error_message` is never looked up here: it is shown as the provider sends it.
 */
export const errors = {
  'error.network_error': 'Unable to contact the auth-widget servers. Are you online?',
  'error.invalid_json': 'Invalid JSON response from the auth-widget servers.',
  'error.no_response': 'Invalid or no response from server',
  'error.invalid_response': 'Invalid response from the auth-widget servers.',
  'error.captcha_unavailable': 'Unable to query captcha and/or dfp telemetry ID',
  // The header of a schema error, shown as the form's message (the client sets it as the error_message).
  'error.schema_error': 'Request does not match expected schema',
  // The client's own api_error once a captcha retry is still refused (error_type captcha_required).
  'error.captcha_required': 'Captcha required',
  'error.missing_pkce': 'Make sure this flow is completed on the same device on which it was started.',
  'error.no_current_session': 'There is no current session: sign in first.',
  'error.passkeys_unsupported': 'Passkeys are not supported in this browser.',
  'error.sdk_not_configured': 'The client is not configured: create it with createAuthClient(publicToken, options).',
} as const;
