import { CAPTCHA_REQUIRED_TEXT, SDK_BASE_PATH } from '@auth-widget/sdk/protocol';
import { BOT_PROTECTED_CALLS } from './protectedCalls.ts';
import { ApiError } from '../errors.ts';
import type { RouteContext } from '../router.ts';
import { parseBody } from '../validate.ts';
import { verifyCaptchaToken } from './captchaTokens.ts';
import { BOT_PROTECTION_FIELDS } from './fields.ts';
import { telemetryVerdict } from './telemetryIds.ts';
import { recordBotVerdict } from './verdictLog.ts';
import type { BotOutcome, CaptchaCheck } from './types.ts';

/** How a call is protected: by DFP and captcha by the mode, or by captcha alone. */
export type BotProtection = 'dfp' | 'captcha';

/** Longest telemetry id the log keeps; the request may send anything up to the body limits. */
const LOGGED_ID_LENGTH = 200;

/**
 * How the call of a route template (`/sdk/v1/otps/sms/login_or_create`) is protected, from the shared
 * `BOT_PROTECTED_CALLS`; null for every call it does not name, which the emulator never checks.
 */
export function protectionOf(routePath: string): BotProtection | null {
  if (!routePath.startsWith(`${SDK_BASE_PATH}/`)) return null;
  const call = routePath.slice(SDK_BASE_PATH.length);
  return Object.hasOwn(BOT_PROTECTED_CALLS, call) ? (BOT_PROTECTED_CALLS[call] ?? null) : null;
}

/**
 * Judges a bot-protected call as the reference provider does (the rules are in protocol.ts) and logs it. Returns
 * `through`, or `challenge` when the caller must answer the text "Captcha required" (`sendCaptchaChallenge`);
 * throws the JSON refusals: 400 `captcha_required` for a captcha that does not verify, 403 `dfp_blocked`.
 */
export function checkBotProtection(ctx: RouteContext, protection: BotProtection): 'through' | 'challenge' {
  const { store } = ctx;
  const { project } = store;
  // The two fields are checked here, before anything is spent: a number is a schema error, not a missing token.
  const body = parseBody(ctx.body, BOT_PROTECTION_FIELDS);
  const captchaOn = project.captcha_settings.enabled;
  const mode = protection === 'dfp' && project.dfp_protected_auth_enabled ? project.dfp_protected_auth_mode : null;
  const verdict = mode ? telemetryVerdict(store, body.dfp_telemetry_id) : null;
  let captcha: CaptchaCheck = 'not_checked';
  let outcome: BotOutcome;
  if (mode === 'DECISIONING') {
    // The client sends no captcha token here at first: only a challenge asks for one, and its retry carries it.
    if (verdict === 'ALLOW') outcome = 'allowed';
    else if (verdict === 'BLOCK') outcome = 'blocked';
    else {
      // CHALLENGE: only a captcha that verifies lets it through, which needs captcha on.
      if (captchaOn) captcha = verifyCaptchaToken(store, body.captcha_token);
      outcome = captcha === 'valid' ? 'allowed' : 'challenged';
    }
  } else {
    // DFP off, OBSERVATION (the verdict is only recorded) or a captcha-only call: the captcha decides.
    if (captchaOn) captcha = verifyCaptchaToken(store, body.captcha_token);
    outcome = captcha === 'valid' || captcha === 'not_checked' ? 'allowed' : 'refused';
  }
  recordBotVerdict(store, {
    method: ctx.req.method ?? 'POST',
    path: ctx.url.pathname,
    mode,
    captcha,
    telemetry_id: body.dfp_telemetry_id?.slice(0, LOGGED_ID_LENGTH) ?? null,
    verdict,
    outcome,
  });
  if (outcome === 'blocked') {
    throw new ApiError(403, 'dfp_blocked', 'Device fingerprinting gave this device the BLOCK verdict: the request is refused.');
  }
  if (outcome === 'refused') throw new ApiError(400, 'captcha_required', CAPTCHA_REQUIRED_TEXT);
  return outcome === 'challenged' ? 'challenge' : 'through';
}
