import type { AuthError } from '../AuthError.ts';
import type { BotFields, ProtectionKind } from '../botProtection/botProtectionTypes.ts';
import type { TelemetryBlob, TelemetrySubject } from './telemetryBlob.ts';

/*
 * The types of `Network`'s calls, apart from the class: the lazily loaded parts of a call (`requestParts.ts`) use
 * them, and importing the class module would lead them back to their own loader.
 */

/** Where a protected call's captcha token and DFP telemetry id come from (`createBotProtection`). */
export interface BotFieldSource {
  fields(kind: ProtectionKind): Promise<BotFields>;
  retryFields(): Promise<BotFields>;
}

export interface NetworkOptions {
  /** Origin of the provider's SDK backend. */
  apiUrl: string;
  publicToken: string;
  /** The current session token, read at each call so a login in another tab is used at once. */
  sessionToken: () => string | null;
  /** The signed-in user and session, for the telemetry every call carries. */
  telemetrySubject?: () => TelemetrySubject;
  fetch?: typeof fetch;
  /** Captcha and DFP for protected calls; without it they go out as they are. */
  botProtection?: BotFieldSource;
  /** How long a call may take, its answer's last byte included, before it fails with `network_error`. */
  timeoutMs?: number;
  /** The largest answer read, in bytes; a larger one fails with `invalid_response` (`readAnswer`). */
  maxAnswerBytes?: number;
}

/**
 * What an answer's `data` must hold before anything of it is used (`answerProblem` has each kind's fields): a sign-in
 * (`signIn`: a whole session or an intermediate token; `signInOrUser`: or a user alone), a user (`user`) or an answer
 * carrying one (`withUser`), a passcode send's `method_id` (`sent`), and the answers of single calls.
 */
export type AnswerKind =
  | 'signIn'
  | 'signInOrUser'
  | 'user'
  | 'withUser'
  | 'sent'
  | 'walletStart'
  | 'creationOptions'
  | 'requestOptions'
  | 'strength'
  | 'search'
  | 'totpCreate'
  | 'recoveryCodes'
  | 'registration'
  | 'memberSearch'
  | 'bootstrap';

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under `/sdk/v1`, starting with `/`. */
  path: string;
  /** A JSON object; a JSON array only for the telemetry batch (which is never retried for a captcha). */
  body?: Record<string, unknown> | unknown[];
  /**
   * Bot protection of the call, as the reference provider's SDK has it (the emulator's `BOT_PROTECTED_CALLS` lists them): its
   * body gains `captcha_token` and `dfp_telemetry_id` by the mode, and a `dfp` call retries "Captcha required" once.
   */
  protect?: ProtectionKind;
  /**
   * The call acts for the signed-in user (a factor changed, a passkey registered): without a session it fails with
   * `no_current_session` before anything is sent.
   */
  needsSession?: boolean;
  /** What the answer's `data` must hold; an answer without it fails with `invalid_response`. */
  answer?: AnswerKind;
  /** Send the public token even when a session exists (bootstrap). */
  withoutSession?: boolean;
  /**
   * A bare request, as the reference provider's SDK sends its telemetry batch: no Authorization and no SDK headers
   * (each event carries its public token and telemetry itself).
   */
  anonymous?: boolean;
}

/** What one request came back with: its `data`, an error, or the provider's demand for a captcha. */
export type SendResult = { kind: 'ok'; data: unknown } | { kind: 'error'; error: AuthError } | { kind: 'captcha' };

/** What a call takes of `Network` (`callProvider`): its options, its origin, and the telemetry of a call made now. */
export interface ProviderLink {
  readonly apiUrl: string;
  readonly options: NetworkOptions;
  telemetry(): Promise<TelemetryBlob>;
}
