/**
 * Bot protection's wire facts: the captcha action, the scripts a page loads for captcha
 * and device fingerprinting (DFP), and the emulator's stand-ins for them. A module of its own, so that only the
 * lazily loaded bot-protection code of the client carries these strings. Plain values only.
 */

/** The action every captcha token is executed for. */
export const CAPTCHA_ACTION = 'LOGIN';

/**
 * reCAPTCHA Enterprise's script, loaded for live tokens with `?render=<siteKey>` when bootstrap turns captcha on.
 * Wire fact: the URL the reference provider's SDK loads, and the one a live project's site key is registered for.
 */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js';

/**
 * Where reCAPTCHA Enterprise's script loads the rest of its code from (`releases/<version>/…`). Google's published
 * fact (its CSP guidance for reCAPTCHA), not the provider's wire: a site's script-src must hold this folder.
 */
export const RECAPTCHA_CODE_FOLDER = 'https://www.gstatic.com/recaptcha/';

/**
 * Google's other host for reCAPTCHA's challenge frame, beside the script's own folder: Google's published fact (the
 * same guidance), which a site's frame-src holds when it loads Google's own script.
 */
export const RECAPTCHA_FRAME_FOLDER = 'https://recaptcha.google.com/recaptcha/';

/** Path of the emulator's reCAPTCHA Enterprise stand-in; test tokens load it from the API origin. */
export const EMULATOR_RECAPTCHA_SCRIPT_PATH = '/__recaptcha/enterprise.js';

/**
 * The provider's device-fingerprinting (DFP) script, which defines `GetTelemetryID(publicToken, submitUrl)`, and the
 * backend its telemetry is submitted to (`<backend>/submit`). Wire facts: the reference provider's SDK defaults.
 */
export const DFP_SCRIPT_URL = 'https://elements.stytch.com/telemetry.js';
export const DFP_BACKEND_URL = 'https://telemetry.stytch.com';

/** The emulator's DFP stand-ins: its telemetry script, and the backend path its `submit` lives under. */
export const EMULATOR_DFP_SCRIPT_PATH = '/__dfp/telemetry.js';
export const EMULATOR_DFP_BACKEND_PATH = '/__dfp';

/** DFP Protected Auth modes of the bootstrap's `dfp_protected_auth_mode`. */
export const DFP_MODES = ['DECISIONING', 'OBSERVATION'] as const;
export type DfpMode = (typeof DFP_MODES)[number];
