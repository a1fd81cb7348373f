/**
 * The provider's errors a screen can show, by `error_type`, in the visitor's language. A type not listed here shows
 * the provider's own `error_message`. Texts speak to the visitor, not the integrator: a setup error says the sign-in
 * is not available rather than naming the dashboard setting.
 */
export const providerErrors = {
  // Passcodes
  'providerError.otp_code_not_found': 'That passcode is not right. Check it and try again.',
  'providerError.otp_code_expired': 'This passcode has expired. Send a new one.',
  'providerError.otp_code_already_used': 'This passcode has already been used. Send a new one.',
  'providerError.otp_locked': 'Too many wrong passcodes. Wait a while, then send a new one.',
  'providerError.invalid_phone_number': 'That phone number is not valid. Check it and try again.',
  'providerError.phone_number_not_found': 'No account uses that phone number.',
  'providerError.duplicate_phone_number': 'Another account already uses that phone number.',
  // Email and magic links
  'providerError.invalid_email': 'That email address is not valid. Check it and try again.',
  'providerError.email_not_found': 'No account uses that email address.',
  'providerError.duplicate_email': 'An account already uses that email address.',
  'providerError.magic_link_not_found': 'This sign-in link is not valid. Ask for a new one.',
  'providerError.magic_link_expired': 'This sign-in link has expired. Ask for a new one.',
  'providerError.magic_link_already_used': 'This sign-in link has already been used. Ask for a new one.',
  'providerError.unable_to_auth_magic_link': 'This sign-in link could not be used. Ask for a new one.',
  // Passwords
  'providerError.invalid_credentials': 'The email or password is incorrect.',
  'providerError.invalid_password': 'That password cannot be used. Choose another one.',
  'providerError.weak_password': 'That password is too easy to guess. Choose a stronger one.',
  'providerError.breached_password':
    'That password has appeared in a data breach on another site. Choose a different one.',
  'providerError.reset_password': 'For your security, set a new password. Check your email for a link.',
  'providerError.password_locked': 'Too many wrong passwords. Reset your password or try again later.',
  'providerError.password_reset_token_not_found': 'This password reset link is not valid. Ask for a new one.',
  'providerError.password_reset_token_expired': 'This password reset link has expired. Ask for a new one.',
  'providerError.password_reset_token_already_used': 'This password reset link has already been used. Ask for a new one.',
  'providerError.pkce_mismatch': 'Finish signing in on the device and browser where you started.',
  // Passkeys
  'providerError.webauthn_authentication_failed': 'Your passkey could not be checked. Try again.',
  'providerError.webauthn_registration_failed': 'Your passkey could not be saved. Try again.',
  'providerError.webauthn_registration_not_found':
    'This passkey is not registered with this site. Choose another passkey or sign in another way.',
  'providerError.duplicate_webauthn_registration': 'This passkey is already registered.',
  // Crypto wallets
  'providerError.crypto_wallet_challenge_not_found': 'The wallet request has expired. Start again.',
  'providerError.invalid_signature': 'The wallet signature could not be verified. Try again.',
  'providerError.invalid_crypto_wallet_address': 'That wallet address is not valid.',
  'providerError.duplicate_crypto_wallet': 'Another account already uses this wallet.',
  // OAuth and One Tap
  'providerError.oauth_state_not_found': 'The sign-in took too long or was started elsewhere. Start again.',
  'providerError.oauth_token_not_found': 'This sign-in could not be finished. Start again.',
  'providerError.invalid_google_id_token': 'Google sign-in could not be verified. Try again.',
  'providerError.invalid_one_tap_request': 'Google sign-in could not be verified. Try again.',
  // Authenticator app codes
  'providerError.invalid_totp_code': 'That code is not right. Check your authenticator app and try again.',
  'providerError.totp_code_already_used': 'This code has already been used. Wait for a new one.',
  'providerError.totp_locked': 'Too many wrong codes. Try again later.',
  'providerError.invalid_recovery_code': 'That recovery code is not right.',
  // Limits, bot protection, sessions and the provider itself
  'providerError.too_many_requests': 'Too many attempts. Wait a moment and try again.',
  'providerError.captcha_required': 'Complete the security check and try again.',
  'providerError.dfp_blocked': 'This request was blocked for your security. Try again later.',
  'providerError.unauthorized_credentials': 'Your session has ended. Sign in again.',
  'providerError.session_not_found': 'Your session has ended. Sign in again.',
  'providerError.user_not_found': 'No account was found.',
  'providerError.redirect_url_not_allowed': 'This sign-in is not set up for this page. Contact the site.',
  'providerError.internal_server_error': 'Something went wrong on our side. Try again in a moment.',
} as const;
