import type { DfpMode } from '@auth-widget/sdk/protocol';

/** The verdicts the reference provider's device fingerprinting gives a telemetry id. */
export const DFP_VERDICTS = ['ALLOW', 'CHALLENGE', 'BLOCK'] as const;
export type DfpVerdict = (typeof DFP_VERDICTS)[number];

/**
 * What the emulator's reCAPTCHA says of a token that is otherwise valid: `fail` plays the low score a bot gets, so a
 * test can see a captcha refused without minting a bad token.
 */
export const CAPTCHA_VERDICTS = ['pass', 'fail'] as const;
export type CaptchaVerdict = (typeof CAPTCHA_VERDICTS)[number];

/** A token the reCAPTCHA stand-in minted: what it was executed for, until when, and whether a call spent it. */
export interface CaptchaTokenRecord {
  site_key: string;
  action: string;
  expires_at: string;
  /** Set by the first protected call that presents it, refused or not; kept until expiry so a replay reads `used`. */
  used: boolean;
}

/** A telemetry id the DFP stand-in issued; reusable until it expires. */
export interface DfpTelemetryRecord {
  expires_at: string;
  /** The `user_agent` the telemetry script reported, for whoever reads the state. */
  user_agent: string;
}

/** The verdicts a test sets through the dev API; per-id DFP verdicts live in their own keyed map. */
export interface BotProtectionVerdicts {
  captcha_verdict: CaptchaVerdict;
  dfp_default_verdict: DfpVerdict;
}

/** How the captcha token of a protected call fared; `not_checked` when no captcha was asked of it. */
export type CaptchaCheck =
  | 'valid'
  | 'missing'
  | 'unknown'
  | 'used'
  | 'expired'
  | 'wrong_site_key'
  | 'wrong_action'
  | 'failed'
  | 'not_checked';

/** What became of a protected call: through, asked for a captcha (text answer), blocked by DFP, or refused (JSON). */
export type BotOutcome = 'allowed' | 'challenged' | 'blocked' | 'refused';

/** One protected call as the verdict log keeps it (`GET /__dev/api/bot-protection`); never a token's value. */
export interface BotVerdictEntry {
  /** When the call was judged, on the emulator's clock. */
  at: string;
  method: string;
  /** The request path, such as `/sdk/v1/otps/sms/login_or_create`. */
  path: string;
  /** The DFP mode the call was judged in; null when DFP did not apply (DFP off, or a captcha-only call). */
  mode: DfpMode | null;
  captcha: CaptchaCheck;
  /** The telemetry id the call carried (cut to 200 characters), or null. */
  telemetry_id: string | null;
  /** The DFP verdict of that id; null when DFP did not apply. */
  verdict: DfpVerdict | null;
  outcome: BotOutcome;
}

/** Bot protection as `GET /__dev/api/bot-protection` shows it: the project's switches, the verdicts, the log. */
export interface BotProtectionState {
  captcha_settings: { enabled: boolean; siteKey: string };
  dfp_protected_auth_enabled: boolean;
  dfp_protected_auth_mode: DfpMode;
  captcha_verdict: CaptchaVerdict;
  dfp_default_verdict: DfpVerdict;
  /** Telemetry ids with a verdict of their own. */
  dfp_verdicts: Record<string, DfpVerdict>;
  /** The latest protected calls, oldest first (at most 200). */
  log: BotVerdictEntry[];
}

/**
 * A change of `PUT /__dev/api/bot-protection`; every field is optional and the others stay as they are. A null in
 * `dfp_verdicts` forgets that id's own verdict.
 */
export interface BotProtectionChange {
  /** The project's `captcha_settings.enabled`. */
  captcha_enabled?: boolean;
  /** The project's `captcha_settings.siteKey`: tokens minted for another key are refused. */
  site_key?: string;
  /** The project's `dfp_protected_auth_enabled`. */
  dfp_enabled?: boolean;
  /** The project's `dfp_protected_auth_mode`. */
  dfp_mode?: DfpMode;
  captcha_verdict?: CaptchaVerdict;
  dfp_default_verdict?: DfpVerdict;
  dfp_verdicts?: Record<string, DfpVerdict | null>;
}
