import type { BootstrapData } from '../../../protocol/types.ts';
import type { Endpoints } from '../types.ts';

/**
 * How a call is protected, as the reference provider's SDK protects it (the emulator's `BOT_PROTECTED_CALLS` lists them):
 * `dfp` carries the DFP telemetry id and the captcha token by the mode and is retried once on "Captcha required";
 * `captcha` carries the captcha token alone and is never retried.
 */
export type ProtectionKind = 'dfp' | 'captcha';

/** The fields a protected call's body gains; absent ones are not sent. */
export interface BotFields {
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/** What bot protection is built from: the client's token, API origin, endpoints, bootstrap and the host's sources. */
export interface BotProtectionOptions {
  publicToken: string;
  apiUrl: string;
  endpoints: Endpoints;
  bootstrap: () => Promise<BootstrapData>;
  /** The host's own captcha source, in place of the reCAPTCHA Enterprise script. */
  captchaToken?: () => Promise<string>;
  /** The host's own DFP telemetry source, in place of the provider's telemetry script. */
  dfpTelemetryId?: () => Promise<string>;
}

/** The lazily loaded half: scripts, tokens and telemetry ids. */
export interface BotProtectionRuntime {
  /** Loads the scripts bootstrap asks for, so the first protected call does not wait on them. */
  warm(data: BootstrapData): void;
  fields(kind: ProtectionKind, data: BootstrapData): Promise<BotFields>;
  retryFields(data: BootstrapData): Promise<BotFields>;
}
