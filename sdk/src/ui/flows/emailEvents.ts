/** `type` of the `email_sent` and `email_try_again_clicked` telemetry events for a login-or-create magic link. */
export const LOGIN_OR_CREATE_EML = 'login_or_create_eml';
