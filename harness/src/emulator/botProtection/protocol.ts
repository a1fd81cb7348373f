import { EMULATOR_DFP_BACKEND_PATH, EMULATOR_DFP_SCRIPT_PATH, EMULATOR_RECAPTCHA_SCRIPT_PATH } from '@auth-widget/sdk/protocol';

/**
 * Bot protection, as the emulator plays every side of it offline: Google's reCAPTCHA Enterprise,
 * the reference provider's device fingerprinting (DFP), and the provider's check of both on the calls
 * `BOT_PROTECTED_CALLS` names.
 *
 * **Google's side** (reCAPTCHA Enterprise):
 * - `GET /__recaptcha/enterprise.js?render=<siteKey>`: a stand-in for `https://www.google.com/recaptcha/enterprise.js`
 *   defining `grecaptcha.enterprise.ready(cb)` and `execute(siteKey, { action })` (a Promise of a token; rejected for
 *   any key but the rendered one), and drawing Google's floating badge (`div.grecaptcha-badge`). See
 *   recaptchaScript.ts.
 * - `POST /__recaptcha/api/execute` `{ site_key, action }` (any origin, no credentials) → `{ token }`: a token for
 *   that key and action, valid 2 minutes on the emulator's clock, single use. Any non-empty key is accepted, as
 *   Google mints for every registered key: whether it is the project's is the provider's check.
 *
 * **The DFP service's side**:
 * - `GET /__dfp/telemetry.js`: defines `window.GetTelemetryID(publicToken, submitUrl)` (or one object
 *   `{ publicToken, submitURL }`), which posts what the page can read cheaply (user agent, language, screen, time
 *   zone) to `submitUrl` and resolves with the telemetry id. See dfpScript.ts.
 * - `POST /__dfp/submit` `{ public_token, user_agent?, language?, screen?, timezone? }` (any origin) →
 *   `{ telemetry_id }`: `dfp-telemetry-id-test-<uuid>`, reusable for 10 minutes on the emulator's clock; 401
 *   `invalid_public_token` for a token that is not the project's.
 *
 * **The provider's side** (check.ts), on the calls of `BOT_PROTECTED_CALLS` only:
 * - Captcha (when `captcha_settings.enabled`): the token must be one the stand-in minted, unused, unexpired, for the
 *   project's current site key and action `LOGIN`, and pass the dev verdict (`captcha_verdict: 'fail'` plays a low
 *   score). It is spent by the first call that presents it, even a refused one. Refused: JSON 400
 *   `captcha_required`.
 * - DFP (when `dfp_protected_auth_enabled`, on `dfp` calls): each telemetry id has a verdict, `ALLOW` unless the dev
 *   API sets another (a default and per-id verdicts); a missing, unknown or expired id is `CHALLENGE`.
 *   `OBSERVATION` records the verdict and checks the captcha as above. `DECISIONING` asks for no captcha on the
 *   first call: `ALLOW` goes through, `BLOCK` is a JSON 403 `dfp_blocked`, and `CHALLENGE` goes through only with a
 *   captcha token that verifies, else answers the text `Captcha required` (400, `text/plain`), which the reference
 *   client retries once with a fresh telemetry id and captcha token.
 * - Every protected call is logged (`GET /__dev/api/bot-protection`), without token values.
 */

/** Path of the reCAPTCHA Enterprise stand-in; the client loads it for test tokens. */
export const RECAPTCHA_SCRIPT_PATH = EMULATOR_RECAPTCHA_SCRIPT_PATH;

/** Where the stand-in's `execute` gets its tokens. */
export const RECAPTCHA_EXECUTE_PATH = '/__recaptcha/api/execute';

/** Path of the DFP stand-in script. */
export const DFP_SCRIPT_PATH = EMULATOR_DFP_SCRIPT_PATH;

/** Where the DFP script submits its telemetry (`<backend>/submit`, as the reference client calls it). */
export const DFP_SUBMIT_PATH = `${EMULATOR_DFP_BACKEND_PATH}/submit`;

/** The stand-ins' calls any page may make, without credentials; the server answers their preflights for any origin. */
export const ANY_ORIGIN_PATHS: readonly string[] = [RECAPTCHA_EXECUTE_PATH, DFP_SUBMIT_PATH];

/** The site key a fresh project has, so turning captcha on works without choosing one. */
export const EMULATOR_RECAPTCHA_SITE_KEY = 'emulator-recaptcha-site-key';

/** How long a captcha token lives: reCAPTCHA's tokens last two minutes. */
export const CAPTCHA_TOKEN_MINUTES = 2;

/** How long a telemetry id is accepted. */
export const DFP_TELEMETRY_MINUTES = 10;

/** How many protected calls the verdict log keeps, newest kept. */
export const VERDICT_LOG_LIMIT = 200;
