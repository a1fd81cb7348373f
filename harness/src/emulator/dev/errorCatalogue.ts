/** One error type the emulator answers with, as `/__dev/errors` explains it. */
export interface ErrorEntry {
  type: string;
  /** One line: what it means and what to do. */
  description: string;
}

/** A group of the error page. */
export interface ErrorGroup {
  title: string;
  errors: ErrorEntry[];
}

/**
 * Every `error_type` the emulator uses, in one place. Each API error carries `error_url` pointing at
 * `/__dev/errors#<type>`, so a type missing here is a dead link; `errorCatalogue.test.ts` checks the sources
 * against this list.
 */
export const ERROR_CATALOGUE: ErrorGroup[] = [
  {
    title: 'Requests and authentication',
    errors: [
      { type: 'unauthorized_credentials', description: 'The Basic authorization header is missing or malformed, or the call needs a session and has none. Clients end the session on this type.' },
      { type: 'invalid_public_token', description: 'The public token is not the project\'s. Check the token the widget or the OAuth start was given.' },
      { type: 'public_token_not_found', description: 'No project has the public token named in the bootstrap path.' },
      { type: 'invalid_origin', description: 'The request came from a browser origin that is neither localhost nor in the project\'s allowed_origins. Dev routes (/__dev) answer localhost origins only.' },
      { type: 'host_not_allowed', description: 'The Host header names neither a loopback name (localhost, 127.0.0.1, [::1]) nor a host added with --allowed-host. Refused on every route, so a DNS-rebinding page cannot reach the emulator under its own name.' },
      { type: 'duplicate_host_header', description: 'The request has more than one Host header (RFC 9112 section 3.2 asks for 400): a proxy may have read the other one.' },
      { type: 'malformed_path', description: 'The request path is not a valid URL path, or a segment is not valid percent-encoding (such as %ZZ).' },
      { type: 'request_too_large', description: 'The request body is over 1 MiB; the calls of the protocol are small JSON documents. The answer closes the connection, as the rest of the body is left unread.' },
      { type: 'route_not_found', description: 'No route has this path. Check the path against the protocol\'s call table.' },
      { type: 'method_not_allowed', description: 'The path exists but not with this HTTP method.' },
      { type: 'internal_server_error', description: 'The emulator failed to handle the request (a bug; see its console), or a fault injected one.' },
      { type: 'invalid_redirect_url', description: 'A redirect URL is not an absolute http(s) URL.' },
      { type: 'redirect_url_not_allowed', description: 'A redirect URL is not localhost and not in the project\'s redirect_urls.' },
      { type: 'invalid_expiration', description: 'An expiration in minutes is outside the range the call accepts.' },
    ],
  },
  {
    title: 'Bot protection (captcha and DFP)',
    errors: [
      { type: 'captcha_required', description: 'The project has captcha on and the call\'s captcha_token did not verify: missing, unknown, already used, expired (2 minutes), minted for another site key or action, or failed (captcha_verdict fail). GET /__dev/api/bot-protection shows which. Get a fresh token (the reCAPTCHA stand-in\'s execute, or in tests POST /__dev/api/captcha) and retry. A DFP challenge and the injected captcha_required fault answer the text "Captcha required" instead, which clients retry on.' },
      { type: 'dfp_blocked', description: 'DFP Protected Auth is on in DECISIONING mode and the call\'s telemetry id has the BLOCK verdict. The emulator gives that verdict only when a test sets it: unblock with PUT /__dev/api/bot-protection { "dfp_default_verdict": "ALLOW" } or { "dfp_verdicts": { "<telemetry id>": null } } (fixture: emulator.botProtection(…)), or POST /__dev/api/reset.' },
      { type: 'invalid_site_key', description: 'The reCAPTCHA stand-in\'s execute was given an empty site key, or one over 200 characters.' },
    ],
  },
  {
    title: 'Sessions and users',
    errors: [
      { type: 'session_not_found', description: 'The session token is unknown, revoked or expired. Clients end the session on this type.' },
      { type: 'invalid_session_duration', description: 'session_duration_minutes must be a whole number from 5 to 525600.' },
      { type: 'session_required', description: 'A secondary send needs a signed-in session.' },
      { type: 'user_not_found', description: 'The user of the request no longer exists.' },
      { type: 'email_not_found', description: 'No user has this email, or the signed-in user has no email with this id.' },
      { type: 'phone_number_not_found', description: 'No user has this phone number, or the signed-in user has no phone number with this id.' },
      { type: 'oauth_user_registration_not_found', description: 'The signed-in user has no OAuth registration with this id.' },
      { type: 'webauthn_registration_not_found', description: 'The signed-in user has no passkey with this id, or the passkey used is not registered.' },
      { type: 'biometric_registration_not_found', description: 'The signed-in user has no biometric registration with this id.' },
      { type: 'crypto_wallet_not_found', description: 'The signed-in user has no crypto wallet with this id.' },
      { type: 'duplicate_email', description: 'A user with this email already exists.' },
      { type: 'duplicate_phone_number', description: 'A user with this phone number already exists.' },
      { type: 'invalid_email', description: 'The email is not of the form name@domain.tld (a TLD of two or more letters).' },
      { type: 'invalid_phone_number', description: 'The phone number is not strict E.164: a + and 8 to 15 digits.' },
    ],
  },
  {
    title: 'PKCE',
    errors: [
      { type: 'missing_code_challenge', description: 'The project requires PKCE for this flow and the start sent no code_challenge.' },
      { type: 'invalid_code_challenge', description: 'code_challenge is not an S256 challenge: base64url(SHA-256(verifier)), 43 characters.' },
      { type: 'missing_code_verifier', description: 'The flow was started with a code_challenge; its authenticate call must send the code_verifier.' },
      { type: 'pkce_mismatch', description: 'The code_verifier does not match the stored challenge, or one was sent for a flow started without a challenge. Finish the flow on the device that started it.' },
      { type: 'pkce_required', description: 'The project requires PKCE for this flow and it was started without a challenge.' },
    ],
  },
  {
    title: 'Magic links',
    errors: [
      { type: 'magic_link_not_found', description: 'The magic link token is unknown.' },
      { type: 'magic_link_already_used', description: 'The magic link was already used: request a new one.' },
      { type: 'magic_link_expired', description: 'The magic link has expired: request a new one.' },
      { type: 'no_login_redirect_urls_set', description: 'No login redirect URL was sent and the project has none.' },
      { type: 'no_signup_redirect_urls_set', description: 'No signup redirect URL was sent and the project has none.' },
    ],
  },
  {
    title: 'Passcodes',
    errors: [
      { type: 'otp_code_not_found', description: 'The passcode is incorrect. Each wrong attempt counts towards the lock.' },
      { type: 'otp_code_expired', description: 'The passcode has expired: send a new one.' },
      { type: 'otp_code_already_used', description: 'The passcode was already used: send a new one.' },
      { type: 'otp_locked', description: 'Too many wrong passcodes for this method: send a new code to unlock it.' },
      { type: 'otp_method_not_found', description: 'The method_id names no passcode that was sent.' },
    ],
  },
  {
    title: 'Passwords',
    errors: [
      { type: 'invalid_credentials', description: 'The email or password is incorrect. For a user with a password, each wrong one counts towards the lock.' },
      { type: 'password_locked', description: 'Too many wrong passwords for this user (password_max_attempts within password_lockout_minutes): every password login is refused, the right password too, until a reset by email or a signed-in password change, or until password_lockout_minutes after the last wrong one.' },
      { type: 'weak_password', description: 'The password does not meet the project\'s strength policy (zxcvbn or LUDS).' },
      { type: 'breached_password', description: 'The password is on the list of passwords known from breaches: choose another. At login, when the project\'s breached_login_error_type is breached_password: the password is right but on that list; no email is sent, the client starts the reset (the widget shows Password Breached).' },
      { type: 'invalid_password', description: 'The password is longer than the emulator accepts.' },
      { type: 'reset_password', description: 'The password is correct but known from a breach (the default breached_login_error_type): a reset email is sent (to the project\'s first redirect URL, or by the client when the project has none or requires PKCE), and the user must set a new password.' },
      { type: 'no_reset_password_redirect_urls_set', description: 'No reset redirect URL was sent and the project has none.' },
      { type: 'password_reset_token_not_found', description: 'The password reset token is unknown.' },
      { type: 'password_reset_token_already_used', description: 'The password reset token was already used: start the reset again.' },
      { type: 'password_reset_token_expired', description: 'The password reset token has expired: start the reset again.' },
    ],
  },
  {
    title: 'OAuth and One Tap',
    errors: [
      { type: 'oauth_provider_not_found', description: 'The provider in the start path is not one of the OAuth providers of the protocol.' },
      { type: 'oauth_config_not_found', description: 'The project has no OAuth client for this provider: add it to oauth_providers.' },
      { type: 'oauth_state_not_found', description: 'The consent page was answered after it expired (10 minutes) or twice: start again.' },
      { type: 'oauth_token_not_found', description: 'The OAuth token is unknown.' },
      { type: 'oauth_token_already_used', description: 'The OAuth token was already used: sign in again.' },
      { type: 'oauth_token_expired', description: 'The OAuth token has expired (10 minutes): sign in again.' },
      { type: 'origin_not_allowed_for_client', description: 'One Tap: the host page\'s origin is not allowed for the Google client. Add it, with its localhost and port variants, to the allowed origins.' },
      { type: 'default_provider_not_allowed', description: 'One Tap: Google uses the default OAuth client, which One Tap cannot use. Configure the project\'s own client.' },
      { type: 'invalid_one_tap_request', description: 'Helper frame: the JSON route of a method takes { origin, args }.' },
      { type: 'one_tap_callback_not_found', description: 'One Tap: the oauthCallbackID of the submit is unknown or older than 10 minutes. Call oneTapStart again.' },
      { type: 'invalid_google_id_token', description: 'One Tap: the Google ID token is not signed by Google, not for the project\'s Google client, expired, or names no verified email.' },
      { type: 'invalid_one_tap_arguments', description: 'One Tap: the arguments of the operation are missing or of the wrong type.' },
    ],
  },
  {
    title: 'Passkeys (WebAuthn)',
    errors: [
      { type: 'invalid_public_key_credential', description: 'public_key_credential is not the JSON of a WebAuthn response, or its fields are not encoded as WebAuthn requires.' },
      { type: 'webauthn_registration_failed', description: 'The registration did not verify: challenge, origin, RP ID or attestation. See the message for the step that failed.' },
      { type: 'webauthn_authentication_failed', description: 'The assertion did not verify: challenge, origin, RP ID, signature or counter. See the message for the step that failed.' },
      { type: 'invalid_authenticator_type', description: 'authenticator_type must be platform or cross-platform.' },
      { type: 'duplicate_webauthn_registration', description: 'This credential is already registered.' },
      { type: 'invalid_webauthn_registration_name', description: 'A passkey name must be 1 character or more, within the length limit.' },
      { type: 'invalid_webauthn_domain', description: 'The domain is not a host name that can be a WebAuthn RP ID (no scheme, port, path or IP address).' },
      { type: 'webauthn_domain_not_allowed', description: 'The domain is neither localhost nor the host of one of the project\'s allowed origins.' },
    ],
  },
  {
    title: 'Crypto wallets',
    errors: [
      { type: 'invalid_crypto_wallet_type', description: 'crypto_wallet_type must be ethereum or solana.' },
      { type: 'invalid_crypto_wallet_address', description: 'The address is not a wallet address of that type.' },
      { type: 'crypto_wallet_challenge_not_found', description: 'No unexpired challenge was started for this wallet: call the start route first.' },
      { type: 'invalid_signature_format', description: 'The signature is not encoded as the wallet type signs (hex for Ethereum, base58 for Solana).' },
      { type: 'invalid_signature', description: 'The signature does not verify for the challenge and the address.' },
      { type: 'duplicate_crypto_wallet', description: 'The wallet already belongs to another user.' },
    ],
  },
  {
    title: 'TOTP',
    errors: [
      { type: 'duplicate_totp', description: 'The user already has a verified TOTP: delete it before creating another.' },
      { type: 'totp_not_found', description: 'The user has no TOTP (or none with this id).' },
      { type: 'totp_expired', description: 'The TOTP registration was not verified in time: create a new one.' },
      { type: 'invalid_totp_code', description: 'The TOTP code is wrong for the current time window. Each wrong code counts towards the lock.' },
      { type: 'totp_locked', description: 'Too many wrong TOTP codes in a row (totp_max_attempts): every code is refused, the right one too, until a recovery code is used or totp_lockout_minutes have passed.' },
      { type: 'totp_code_already_used', description: 'This TOTP code was already accepted: wait for the next one.' },
      { type: 'invalid_recovery_code', description: 'The recovery code is unknown or already used.' },
    ],
  },
  {
    title: 'Organizations (B2B)',
    errors: [{ type: 'organization_not_found', description: 'No organization has this id.' }],
  },
  {
    title: 'Dev routes',
    errors: [
      { type: 'dev_routes_loopback_only', description: 'Dev routes answer requests from this machine only.' },
      { type: 'invalid_fault', description: 'The fault to arm is malformed: see the message.' },
      { type: 'invalid_clock_change', description: 'advance_ms must be a whole number of milliseconds from 0 to a year: the clock only moves forward.' },
      { type: 'invalid_project_config', description: 'The project change has an unknown field or a value of the wrong type.' },
      { type: 'invalid_bot_protection', description: 'The bot-protection change (PUT /__dev/api/bot-protection) has an unknown field or a value of the wrong type: see the message, which names each.' },
      { type: 'invalid_user', description: 'A seeded user needs an email or a phone number (and an email for a password).' },
      { type: 'invalid_rbac_role_id', description: 'A role assigned to a user (POST /__dev/api/users, PUT /__dev/api/users/{user_id}) is not a role of the project\'s rbac_policy: add it there first (PUT /__dev/api/project).' },
      { type: 'cannot_assign_default_rbac_role_id', description: 'Every user has the default role from creation on; it cannot be assigned or removed: leave it out of the roles given.' },
    ],
  },
];

/** Every catalogued error type. */
export function catalogueTypes(): string[] {
  return ERROR_CATALOGUE.flatMap((group) => group.errors.map((e) => e.type));
}
