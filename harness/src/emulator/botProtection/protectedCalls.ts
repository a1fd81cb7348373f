/**
 * How each bot-protected call is protected, as the reference provider's SDK protects it (its `CaptchaProvider` and
 * `DFPProtectedAuthProvider`), which the spec's calls table names only in part:
 * - `dfp`: the body carries `dfp_telemetry_id` and `captcha_token` by the mode (DFP off: the captcha token alone;
 *   `OBSERVATION`: both; `DECISIONING`: the telemetry id alone), and a "Captcha required" text answer is retried once
 *   with both, fresh, when DFP is on.
 * - `captcha`: the body carries `captcha_token` when captcha is on; never retried.
 * Paths are under `/sdk/v1`. The emulator checks exactly these calls, and the client's test holds it to them. Kept
 * here rather than in the protocol module, whose client never needs the table (each call names its own kind).
 */
export const BOT_PROTECTED_CALLS: Readonly<Record<string, 'dfp' | 'captcha'>> = {
  '/magic_links/email/login_or_create': 'dfp',
  '/magic_links/email/send/primary': 'dfp',
  '/magic_links/email/send/secondary': 'dfp',
  '/otps/sms/login_or_create': 'dfp',
  '/otps/sms/send/primary': 'dfp',
  '/otps/sms/send/secondary': 'dfp',
  '/otps/whatsapp/login_or_create': 'dfp',
  '/otps/whatsapp/send/primary': 'dfp',
  '/otps/whatsapp/send/secondary': 'dfp',
  '/otps/email/login_or_create': 'captcha',
  '/otps/email/send/primary': 'captcha',
  '/otps/email/send/secondary': 'captcha',
  '/otps/authenticate': 'dfp',
  '/crypto_wallets/authenticate/start/primary': 'captcha',
  '/crypto_wallets/authenticate/start/secondary': 'captcha',
  '/crypto_wallets/authenticate': 'dfp',
  '/webauthn/authenticate': 'dfp',
  '/totps/authenticate': 'dfp',
  '/totps/recover': 'dfp',
  '/passwords': 'dfp',
  '/passwords/authenticate': 'dfp',
  '/passwords/email/reset/start': 'dfp',
  '/passwords/email/reset': 'dfp',
  '/passwords/existing_password/reset': 'dfp',
  '/passwords/session/reset': 'dfp',
  '/users/search': 'dfp',
};
