/**
 * The body fields every bot-protected call takes, spread into each protected route's shape so the
 * route documents them and checks their types like its own fields.
 */
export const BOT_PROTECTION_FIELDS = { captcha_token: 'string?', dfp_telemetry_id: 'string?' } as const;
