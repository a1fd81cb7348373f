import { randomBytes, randomUUID } from 'node:crypto';
import {
  DEFAULT_USER_ROLE,
  type User,
  type UserCryptoWallet,
  type UserEmail,
  type UserOAuthProvider,
  type UserPhoneNumber,
  type UserTotp as SdkUserTotp,
  type WebauthnRegistration as SdkWebauthnRegistration,
} from '@auth-widget/sdk/protocol';
import { defaultProject, type ProjectConfig } from './project.ts';
import type {
  BotProtectionVerdicts,
  BotVerdictEntry,
  CaptchaTokenRecord,
  DfpTelemetryRecord,
  DfpVerdict,
} from './botProtection/types.ts';

// A user's records are the sdk's types plus what only the emulator keeps, so what it stores and sends cannot drift
// from what the client reads. Emails, phone numbers, OAuth providers and wallets are kept exactly as they are sent.
export type { UserCryptoWallet, UserEmail, UserOAuthProvider, UserPhoneNumber as UserPhone };

/** A WebAuthn registration; `credential` is what verification needs and never leaves the emulator. */
export interface WebauthnRegistration extends SdkWebauthnRegistration {
  credential: { id: string; publicKey: string; counter: number; transports: string[] };
}

/** A TOTP of a user: the sdk's fields plus the internal ones, which `publicUser` strips. */
export interface UserTotp extends SdkUserTotp {
  /** Base32 secret; internal. */
  secret: string;
  /** Unused recovery codes; internal. */
  recovery_codes: string[];
  /** Last accepted time step, so a code is accepted once (RFC 6238 section 5.2); internal. */
  last_used_step?: number;
  /** When an unverified TOTP stops being usable (`expiration_minutes` at creation); internal. */
  expires_at?: string;
  /** Wrong codes since the last right one; optional so files saved before the lock existed still load. Internal. */
  failed_attempts?: number;
  /** Until when every code is refused, set by `totp_max_attempts` wrong codes in a row; internal. */
  locked_until?: string;
}

/**
 * A user as the emulator keeps it: the sdk's `User` with the stored forms of passkeys and TOTPs, and the password
 * as its hash and id instead of the API's `password` object. `publicUser` strips the internal fields before it leaves.
 */
export interface UserRecord extends Omit<User, 'password'> {
  status: 'active' | 'pending';
  webauthn_registrations: WebauthnRegistration[];
  totps: UserTotp[];
  /** scrypt hash `salt:hash` in hex; internal. */
  password_hash: string | null;
  password_id: string | null;
}

/** One authentication factor recorded on a session. */
export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [detail: string]: unknown;
}

/** A session; the token is opaque and random, the JWT is minted from this record. */
export interface SessionRecord {
  session_id: string;
  session_token: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: AuthenticationFactor[];
  revoked: boolean;
}

/** A one-time secret (magic link, OAuth, reset, intermediate) with its expiry and optional PKCE challenge. */
export interface TokenRecord {
  token: string;
  kind: 'magic_link' | 'oauth' | 'password_reset' | 'intermediate';
  user_id: string;
  email?: string;
  expires_at: string;
  used: boolean;
  code_challenge?: string;
  /** What the token was issued for; free-form details such as the OAuth provider or signup flag. */
  details: Record<string, unknown>;
}

/** A passcode sent on a method. */
export interface PasscodeRecord {
  method_id: string;
  channel: 'sms' | 'whatsapp' | 'email';
  destination: string;
  user_id: string;
  code: string;
  expires_at: string;
  used: boolean;
  attempts: number;
  locked: boolean;
}

/** The recent wrong passwords of one user, kept so a brute force can be stopped; internal. */
export interface PasswordFailureRecord {
  /** When each wrong password of the project's window was tried, oldest first. */
  failed_at: string[];
  /** Until when every password login of the user is refused; null while the user is not locked. */
  locked_until: string | null;
}

/** A pending challenge: WebAuthn ceremonies and wallet sign-in. */
export interface ChallengeRecord {
  challenge: string;
  kind: 'webauthn_register' | 'webauthn_authenticate' | 'crypto';
  user_id: string | null;
  expires_at: string;
  details: Record<string, unknown>;
}

/** A message delivered to the dev inbox. */
export interface InboxMessage {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: string;
}

/** An OAuth start waiting on its consent page, keyed by the opaque `state` id the page posts back. */
export interface OAuthPendingStart {
  state: string;
  provider: string;
  scopes: string[];
  provider_params: Record<string, string>;
  login_redirect_url: string;
  signup_redirect_url: string;
  code_challenge?: string;
  expires_at: string;
}

/** A fault armed through the dev routes. */
export interface Fault {
  id: string;
  path: string;
  method: string | null;
  remaining: number;
  status?: number;
  body?: unknown;
  delay_ms?: number;
  drop?: boolean;
  invalid_json?: boolean;
  captcha_required?: boolean;
}

/** The whole emulator state. Plain JSON, so it can be saved to and loaded from a file as it is. */
export interface EmulatorState {
  project: ProjectConfig;
  users: Record<string, UserRecord>;
  sessions: Record<string, SessionRecord>;
  tokens: Record<string, TokenRecord>;
  passcodes: Record<string, PasscodeRecord>;
  /** Keyed by user id; only users with a password get one. */
  password_failures: Record<string, PasswordFailureRecord>;
  challenges: Record<string, ChallengeRecord>;
  messages: InboxMessage[];
  events: Record<string, unknown>[];
  oauth_starts: Record<string, unknown>[];
  oauth_pending: Record<string, OAuthPendingStart>;
  /** Minted by the reCAPTCHA stand-in (or `POST /__dev/api/captcha`), keyed by the token. */
  captcha_tokens: Record<string, CaptchaTokenRecord>;
  /** Issued by the DFP stand-in, keyed by the telemetry id. */
  dfp_telemetry_ids: Record<string, DfpTelemetryRecord>;
  /** Verdicts a test gave single telemetry ids; the others get `bot_protection.dfp_default_verdict`. */
  dfp_verdicts: Record<string, DfpVerdict>;
  /** The verdicts a test set through `PUT /__dev/api/bot-protection`; the switches are in `project`. */
  bot_protection: BotProtectionVerdicts;
  /** The latest bot-protected calls and how they were judged, oldest first. */
  bot_verdicts: BotVerdictEntry[];
  faults: Fault[];
}

/** The collections of `EmulatorState` keyed by an id or a secret. */
const KEYED_COLLECTIONS = [
  'users', 'sessions', 'tokens', 'passcodes', 'password_failures', 'challenges', 'oauth_pending', 'captcha_tokens',
  'dfp_telemetry_ids', 'dfp_verdicts',
] as const satisfies readonly (keyof EmulatorState)[];

/**
 * A keyed collection without a prototype. Routes look ids and secrets from requests up in these (`tokens[secret]`):
 * on a plain object `__proto__`, `constructor` or `toString` would find `Object.prototype`'s members and pass for a
 * record. Still plain JSON for the data file.
 */
function keyed<T>(entries: Record<string, T> = {}): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

export function emptyState(project: ProjectConfig = defaultProject()): EmulatorState {
  return {
    project,
    users: keyed(),
    sessions: keyed(),
    tokens: keyed(),
    passcodes: keyed(),
    password_failures: keyed(),
    challenges: keyed(),
    messages: [],
    events: [],
    oauth_starts: [],
    oauth_pending: keyed(),
    captcha_tokens: keyed(),
    dfp_telemetry_ids: keyed(),
    dfp_verdicts: keyed(),
    // Every captcha passes and every device is allowed until a test says otherwise.
    bot_protection: { captcha_verdict: 'pass', dfp_default_verdict: 'ALLOW' },
    bot_verdicts: [],
    faults: [],
  };
}

/**
 * A state as an older emulator saved it (`--data`), completed: collections added since then start empty and
 * project fields added since then take their defaults, so the file still loads and every route finds what it reads.
 * Keyed collections lose their prototype (see `keyed`), whether they come from a file or a caller.
 */
export function withStateDefaults(saved: Partial<EmulatorState>): EmulatorState {
  const empty = emptyState();
  const state: EmulatorState = {
    ...empty,
    ...saved,
    project: { ...defaultProject(), ...saved.project },
    bot_protection: { ...empty.bot_protection, ...saved.bot_protection },
  };
  for (const name of KEYED_COLLECTIONS) (state as unknown as Record<string, unknown>)[name] = keyed<unknown>(state[name] ?? {});
  // Users saved before roles were sent have the one every user has (a copy: the caller's records stay as they were).
  for (const [id, user] of Object.entries(state.users)) if (!user.roles) state.users[id] = { ...user, roles: [DEFAULT_USER_ROLE] };
  // Older emulators kept a captcha token as its bare expiry: with no site key and action it cannot be verified.
  for (const [token, record] of Object.entries(state.captcha_tokens as Record<string, unknown>)) {
    if (typeof record !== 'object' || record === null) delete state.captcha_tokens[token];
  }
  return state;
}

/** A random id with a readable prefix, like the provider's own ids (`user-test-…`). */
export function newId(prefix: string): string {
  return `${prefix}-test-${randomUUID()}`;
}

/** A random opaque secret, URL-safe. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The clock, replaceable in tests so expiry can be checked without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** ISO time `minutes` from now on the given clock. */
export function inMinutes(clock: Clock, minutes: number): string {
  return new Date(clock.now() + minutes * 60_000).toISOString();
}

export function isExpired(clock: Clock, isoTime: string): boolean {
  return Date.parse(isoTime) <= clock.now();
}

/**
 * The store: state plus the lookups routes share. Routes read and write `state` directly; the helpers here are
 * the operations more than one route needs.
 */
export class Store {
  state: EmulatorState;
  /** The emulator's time: the given clock moved on by every `advanceClock` since the last reset. */
  readonly clock: Clock;
  #shiftMs = 0;

  constructor(state: EmulatorState = emptyState(), clock: Clock = systemClock) {
    this.state = withStateDefaults(state);
    this.clock = { now: () => clock.now() + this.#shiftMs };
  }

  /**
   * Moves the emulator's time forward, so a test can see a passcode, a link, a session or a lock run out without
   * waiting. Only forward: what was issued keeps the order it had.
   */
  advanceClock(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The emulator clock only moves forward.');
    this.#shiftMs += ms;
  }

  /** How far `advanceClock` has moved the emulator's time since the last reset, in milliseconds. */
  get clockShiftMs(): number {
    return this.#shiftMs;
  }

  get project(): ProjectConfig {
    return this.state.project;
  }

  /** Forgets everything but the project config (which a test sets again anyway when it needs to), and time moved on. */
  reset(project: ProjectConfig = defaultProject()): void {
    this.state = emptyState(project);
    this.#shiftMs = 0;
  }

  nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  findUserByEmail(email: string): UserRecord | undefined {
    const wanted = email.toLowerCase();
    return Object.values(this.state.users).find((u) => u.emails.some((e) => e.email.toLowerCase() === wanted));
  }

  findUserByPhone(phone: string): UserRecord | undefined {
    return Object.values(this.state.users).find((u) => u.phone_numbers.some((p) => p.phone_number === phone));
  }

  /** Creates an empty user; callers attach the factor they created it with. */
  createUser(status: UserRecord['status'] = 'active'): UserRecord {
    const user: UserRecord = {
      user_id: newId('user'),
      created_at: this.nowIso(),
      status,
      name: { first_name: '', middle_name: '', last_name: '' },
      emails: [],
      phone_numbers: [],
      webauthn_registrations: [],
      totps: [],
      providers: [],
      crypto_wallets: [],
      biometric_registrations: [],
      untrusted_metadata: {},
      trusted_metadata: {},
      password_hash: null,
      password_id: null,
      // The provider's default role: every user has it, from creation on.
      roles: [DEFAULT_USER_ROLE],
    };
    this.state.users[user.user_id] = user;
    return user;
  }

  /** The user with this email, created (with the email unverified) when there is none. */
  userForEmail(email: string, status: UserRecord['status'] = 'active'): { user: UserRecord; created: boolean } {
    const existing = this.findUserByEmail(email);
    if (existing) return { user: existing, created: false };
    const user = this.createUser(status);
    user.emails.push({ email_id: newId('email'), email, verified: false });
    return { user, created: true };
  }

  /** The user with this phone number, created when there is none. */
  userForPhone(phone: string): { user: UserRecord; created: boolean } {
    const existing = this.findUserByPhone(phone);
    if (existing) return { user: existing, created: false };
    const user = this.createUser();
    user.phone_numbers.push({ phone_id: newId('phone-number'), phone_number: phone, verified: false });
    return { user, created: true };
  }

  /** Delivers a message to the dev inbox, newest last in storage (the API lists newest first). */
  deliver(message: Omit<InboxMessage, 'id' | 'created_at'>): InboxMessage {
    const full: InboxMessage = { ...message, id: newId('message'), created_at: this.nowIso() };
    this.state.messages.push(full);
    return full;
  }
}

/** The user as the API shows it: internal fields removed. Typed as the sdk's `User`, which the client reads. */
export function publicUser(user: UserRecord): User {
  return {
    user_id: user.user_id,
    created_at: user.created_at,
    status: user.status,
    name: user.name,
    emails: user.emails,
    phone_numbers: user.phone_numbers,
    webauthn_registrations: user.webauthn_registrations.map(
      ({ credential: _credential, ...registration }) => registration,
    ),
    totps: user.totps.map(({ totp_id, verified }) => ({ totp_id, verified })),
    providers: user.providers,
    crypto_wallets: user.crypto_wallets,
    biometric_registrations: user.biometric_registrations,
    untrusted_metadata: user.untrusted_metadata,
    trusted_metadata: user.trusted_metadata,
    password: user.password_id ? { password_id: user.password_id, requires_reset: false } : null,
    roles: [...user.roles],
  };
}
