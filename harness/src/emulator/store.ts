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
import { InboxIndex } from './inboxIndex.ts';
import type { KeyIndex } from './keyIndex.ts';
import { challengeWallet, emailKey, StoreIndex, walletKey, type ChallengeFamily } from './storeIndex.ts';
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

/** A fault armed through the dev routes (`dev/faults.ts` checks it, `dev/mutations.ts` plays the mutations). */
export interface Fault {
  id: string;
  path: string;
  method: string | null;
  /** Requests it answers in all, as armed; absent on faults saved before it was kept. */
  count?: number;
  remaining: number;
  status?: number;
  body?: unknown;
  delay_ms?: number;
  drop?: boolean;
  invalid_json?: boolean;
  captcha_required?: boolean;
  /** A broken answer instead of the real one, or the real one broken on the way out. */
  mutate?: 'hang' | 'drip' | 'truncate' | 'wrong_types' | 'missing_fields' | 'oversized' | 'storm';
  /** `wrong_types` and `missing_fields`: dotted paths of the fields to change (every top-level one when absent). */
  fields?: string[];
  /** `drip`: pause before each chunk of the body. */
  drip_ms?: number;
  /** `drip`: bytes a chunk. */
  drip_bytes?: number;
  /** `truncate`: bytes of the body kept (half of it when absent). */
  truncate_at?: number;
  /** `oversized`: size of the body in MiB. */
  size_mb?: number;
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

/** A collection of users' entries the lookups are keyed on, and how an entry of it is keyed. */
type UserList<T> = { list: T[]; keyOf: (entry: T) => string; lookup: KeyIndex };

/**
 * The store: state plus the lookups routes share. Routes read `state` freely and change a record's other fields in
 * place (a passcode's attempts, a session's expiry, an email's `verified`); what a lookup is keyed on (a user's
 * emails, phone numbers, passkeys and wallets; sessions, tokens, passcodes, challenges and inbox messages as they
 * come and go) changes only through the methods here, which keep the lookups in step with the records. Lookups
 * check what they find against the record, so an entry removed by hand is never found; something added by hand is
 * found once `reindex()` has run.
 */
export class Store {
  #state!: EmulatorState;
  #index!: StoreIndex;
  #inbox!: InboxIndex<InboxMessage>;
  /** The emulator's time: the given clock moved on by every `advanceClock` since the last reset. */
  readonly clock: Clock;
  #shiftMs = 0;

  constructor(state: EmulatorState = emptyState(), clock: Clock = systemClock) {
    this.#load(withStateDefaults(state));
    this.clock = { now: () => clock.now() + this.#shiftMs };
  }

  /** The whole state, as the data file holds it (see the class comment for what changes only through methods). */
  get state(): EmulatorState {
    return this.#state;
  }

  /** Replaces the whole state, as an import does: the lookups are built anew from it. */
  set state(state: EmulatorState) {
    this.#load(state);
  }

  /** Takes `state` as the store's, its inbox cut to the bounds, and builds the lookups from it. */
  #load(state: EmulatorState): void {
    const { inbox, kept } = InboxIndex.of(Array.isArray(state.messages) ? state.messages : []);
    state.messages = kept;
    this.#state = state;
    this.#index = StoreIndex.of(state);
    this.#inbox = inbox;
  }

  /** Builds the lookups anew from `state`: for a test or a tool that edited what they are keyed on by hand. */
  reindex(): void {
    this.#load(this.#state);
  }

  /**
   * How the lookups differ from ones built anew from `state`, one line each (`missing …` or `stale …`); empty when
   * they agree. For tests: after any sequence of calls, the lookups must agree with the records.
   */
  indexDrift(): string[] {
    const id = (message: InboxMessage) => message.id;
    const fresh = [...StoreIndex.of(this.#state).describe(), ...InboxIndex.of(this.#state.messages).inbox.describe(id).map((l) => `inbox ${l}`)];
    const kept = [...this.#index.describe(), ...this.#inbox.describe(id).map((l) => `inbox ${l}`)];
    const freshSet = new Set(fresh);
    const keptSet = new Set(kept);
    return [
      ...fresh.filter((line) => !keptSet.has(line)).map((line) => `missing ${line}`),
      ...kept.filter((line) => !freshSet.has(line)).map((line) => `stale ${line}`),
    ];
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
    return this.#state.project;
  }

  /** Forgets everything but the project config (which a test sets again anyway when it needs to), and time moved on. */
  reset(project: ProjectConfig = defaultProject()): void {
    this.#load(emptyState(project));
    this.#shiftMs = 0;
  }

  nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  #user(id: string): UserRecord | undefined {
    return Object.hasOwn(this.#state.users, id) ? this.#state.users[id] : undefined;
  }

  /**
   * The first user under `key` that `has` holds for. An id whose record no longer has the key (a test removed the
   * entry by hand) leaves the lookup, so it is never found again.
   */
  #firstUser(lookup: KeyIndex, key: string, has: (user: UserRecord) => boolean): UserRecord | undefined {
    for (const id of lookup.ids(key)) {
      const user = this.#user(id);
      if (user && has(user)) return user;
      lookup.delete(key, id);
    }
    return undefined;
  }

  /** The records of `collection` under `key` that `has` holds for; the others leave the lookup (see `#firstUser`). */
  #records<T>(collection: Record<string, T>, lookup: KeyIndex, key: string, has: (record: T) => boolean): [id: string, record: T][] {
    const found: [string, T][] = [];
    for (const id of lookup.ids(key)) {
      const record = Object.hasOwn(collection, id) ? collection[id] : undefined;
      if (record !== undefined && has(record)) found.push([id, record]);
      else lookup.delete(key, id);
    }
    return found;
  }

  findUserByEmail(email: string): UserRecord | undefined {
    const key = emailKey(email);
    return this.#firstUser(this.#index.usersByEmail, key, (u) => u.emails.some((e) => emailKey(e.email) === key));
  }

  findUserByPhone(phone: string): UserRecord | undefined {
    return this.#firstUser(this.#index.usersByPhone, phone, (u) => u.phone_numbers.some((p) => p.phone_number === phone));
  }

  /** The user holding a wallet: an Ethereum address in any case, a Solana one exactly. */
  findUserByWallet(type: string, address: string): UserRecord | undefined {
    const key = walletKey(type, address);
    return this.#firstUser(this.#index.usersByWallet, key, (u) =>
      u.crypto_wallets.some((w) => walletKey(w.crypto_wallet_type, w.crypto_wallet_address) === key),
    );
  }

  /** The WebAuthn registration with a credential id, and its user, whoever that is. */
  findWebauthnRegistration(credentialId: string): { user: UserRecord; registration: WebauthnRegistration } | undefined {
    const lookup = this.#index.usersByCredential;
    for (const id of lookup.ids(credentialId)) {
      const user = this.#user(id);
      const registration = user?.webauthn_registrations.find((r) => r.credential.id === credentialId);
      if (user && registration) return { user, registration };
      lookup.delete(credentialId, id);
    }
    return undefined;
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
    this.#state.users[user.user_id] = user;
    this.#index.addUser(user.user_id, user);
    return user;
  }

  /** The user with this email, created (with the email unverified) when there is none. */
  userForEmail(email: string, status: UserRecord['status'] = 'active'): { user: UserRecord; created: boolean } {
    const existing = this.findUserByEmail(email);
    if (existing) return { user: existing, created: false };
    const user = this.createUser(status);
    this.addEmail(user, { email_id: newId('email'), email, verified: false });
    return { user, created: true };
  }

  /** The user with this phone number, created when there is none. */
  userForPhone(phone: string): { user: UserRecord; created: boolean } {
    const existing = this.findUserByPhone(phone);
    if (existing) return { user: existing, created: false };
    const user = this.createUser();
    this.addPhone(user, { phone_id: newId('phone-number'), phone_number: phone, verified: false });
    return { user, created: true };
  }

  /** The lists of a user that lookups are keyed on, each with its key and lookup. */
  #lists(user: UserRecord): {
    emails: UserList<UserEmail>;
    phones: UserList<UserPhoneNumber>;
    registrations: UserList<WebauthnRegistration>;
    wallets: UserList<UserCryptoWallet>;
  } {
    const index = this.#index;
    return {
      emails: { list: user.emails, keyOf: (e) => emailKey(e.email), lookup: index.usersByEmail },
      phones: { list: user.phone_numbers, keyOf: (p) => p.phone_number, lookup: index.usersByPhone },
      registrations: { list: user.webauthn_registrations, keyOf: (r) => r.credential.id, lookup: index.usersByCredential },
      wallets: {
        list: user.crypto_wallets,
        keyOf: (w) => walletKey(w.crypto_wallet_type, w.crypto_wallet_address),
        lookup: index.usersByWallet,
      },
    };
  }

  /** Appends `entry` to one of the user's keyed lists and files the user under its key. */
  #add<T>(user: UserRecord, { list, keyOf, lookup }: UserList<T>, entry: T): T {
    list.push(entry);
    lookup.add(keyOf(entry), user.user_id);
    return entry;
  }

  /**
   * The user's keyed list without the entries `isIt` picks, or null when it picks none. A key leaves the lookup
   * only when no entry left has it (a hand-written file may hold an address twice).
   */
  #without<T>(user: UserRecord, { list, keyOf, lookup }: UserList<T>, isIt: (entry: T) => boolean): T[] | null {
    const kept = list.filter((entry) => !isIt(entry));
    if (kept.length === list.length) return null;
    const keysLeft = new Set(kept.map(keyOf));
    for (const entry of list) if (isIt(entry) && !keysLeft.has(keyOf(entry))) lookup.delete(keyOf(entry), user.user_id);
    return kept;
  }

  /** Adds an email to a user (who must be a user of `state`). */
  addEmail(user: UserRecord, entry: UserEmail): UserEmail {
    return this.#add(user, this.#lists(user).emails, entry);
  }

  /** Adds a phone number to a user. */
  addPhone(user: UserRecord, entry: UserPhoneNumber): UserPhoneNumber {
    return this.#add(user, this.#lists(user).phones, entry);
  }

  /** Adds a WebAuthn registration to a user. */
  addWebauthnRegistration(user: UserRecord, registration: WebauthnRegistration): WebauthnRegistration {
    return this.#add(user, this.#lists(user).registrations, registration);
  }

  /** Adds a crypto wallet to a user. */
  addCryptoWallet(user: UserRecord, wallet: UserCryptoWallet): UserCryptoWallet {
    return this.#add(user, this.#lists(user).wallets, wallet);
  }

  /** Removes the user's email with this id; false when the user has none. */
  removeEmail(user: UserRecord, emailId: string): boolean {
    const kept = this.#without(user, this.#lists(user).emails, (e) => e.email_id === emailId);
    if (kept) user.emails = kept;
    return kept !== null;
  }

  /** Removes the user's phone number with this id; false when the user has none. */
  removePhone(user: UserRecord, phoneId: string): boolean {
    const kept = this.#without(user, this.#lists(user).phones, (p) => p.phone_id === phoneId);
    if (kept) user.phone_numbers = kept;
    return kept !== null;
  }

  /** Removes the user's WebAuthn registration with this id; false when the user has none. */
  removeWebauthnRegistration(user: UserRecord, registrationId: string): boolean {
    const kept = this.#without(user, this.#lists(user).registrations, (r) => r.webauthn_registration_id === registrationId);
    if (kept) user.webauthn_registrations = kept;
    return kept !== null;
  }

  /** Removes the user's crypto wallet with this id; false when the user has none. */
  removeCryptoWallet(user: UserRecord, walletId: string): boolean {
    const kept = this.#without(user, this.#lists(user).wallets, (w) => w.crypto_wallet_id === walletId);
    if (kept) user.crypto_wallets = kept;
    return kept !== null;
  }

  /** Stores a new session. */
  addSession(session: SessionRecord): SessionRecord {
    this.#state.sessions[session.session_id] = session;
    this.#index.addSession(session.session_id, session);
    return session;
  }

  /** The session with this opaque token, whatever its state (revoked, expired): callers judge that. */
  findSessionByToken(token: string): SessionRecord | undefined {
    const found = this.#records(this.#state.sessions, this.#index.sessionsByToken, token, (s) => s.session_token === token);
    return found[0]?.[1];
  }

  /** Every session of a user, in the order they started. */
  sessionsOf(userId: string): SessionRecord[] {
    return this.#records(this.#state.sessions, this.#index.sessionsByUser, userId, (s) => s.user_id === userId).map(([, s]) => s);
  }

  /** Stores a one-time token (magic link, OAuth, reset) under its secret. */
  addToken(record: TokenRecord): TokenRecord {
    this.#state.tokens[record.token] = record;
    this.#index.addToken(record.token, record);
    return record;
  }

  /** Every token issued to a user, oldest first. */
  tokensOf(userId: string): TokenRecord[] {
    return this.#records(this.#state.tokens, this.#index.tokensByUser, userId, (t) => t.user_id === userId).map(([, t]) => t);
  }

  /** Stores a passcode under its method id, replacing the method's earlier one. */
  putPasscode(record: PasscodeRecord): PasscodeRecord {
    const { passcodes } = this.#state;
    const earlier = Object.hasOwn(passcodes, record.method_id) ? passcodes[record.method_id] : undefined;
    if (earlier) this.#index.removePasscode(record.method_id, earlier);
    passcodes[record.method_id] = record;
    this.#index.addPasscode(record.method_id, record);
    return record;
  }

  #passcodesTo(destination: string): [string, PasscodeRecord][] {
    const key = emailKey(destination);
    return this.#records(this.#state.passcodes, this.#index.passcodesByDestination, key, (p) => emailKey(p.destination) === key);
  }

  /** The passcodes sent to a destination (an email in any case, or a phone number) on any channel. */
  passcodesTo(destination: string): PasscodeRecord[] {
    return this.#passcodesTo(destination).map(([, p]) => p);
  }

  /** Forgets every passcode sent to a destination, on any channel. */
  deletePasscodesTo(destination: string): void {
    for (const [id, passcode] of this.#passcodesTo(destination)) {
      this.#index.removePasscode(id, passcode);
      delete this.#state.passcodes[id];
    }
  }

  /** Stores a pending challenge under `key`, after any challenge that was there. */
  putChallenge(key: string, record: ChallengeRecord): ChallengeRecord {
    this.deleteChallenge(key);
    this.#state.challenges[key] = record;
    this.#index.addChallenge(key, record);
    return record;
  }

  /** Forgets the challenge under `key`, if any. */
  deleteChallenge(key: string): void {
    const { challenges } = this.#state;
    const record = Object.hasOwn(challenges, key) ? challenges[key] : undefined;
    if (!record) return;
    this.#index.removeChallenge(key, record);
    delete challenges[key];
  }

  /** The pending wallet sign-in challenges of a wallet (an Ethereum address in any case), oldest first. */
  walletChallenges(type: string, address: string): [key: string, record: ChallengeRecord][] {
    const key = walletKey(type, address);
    return this.#records(this.#state.challenges, this.#index.challengesByWallet, key, (c) => challengeWallet(c) === key);
  }

  /**
   * Forgets the expired challenges of a family. They are filed oldest first and all of a family live as long, so
   * the sweep stops at the first live one: its cost follows what expired, not what is pending.
   */
  sweepExpiredChallenges(family: ChallengeFamily): void {
    const queue = this.#index.challengeQueues[family];
    const { challenges } = this.#state;
    for (const key of queue) {
      const record = Object.hasOwn(challenges, key) ? challenges[key] : undefined;
      if (!record) queue.delete(key);
      else if (isExpired(this.clock, record.expires_at)) this.deleteChallenge(key);
      else break;
    }
  }

  /**
   * Delivers a message to the dev inbox, newest last in storage (the API lists newest first). The inbox keeps the
   * newest `MESSAGES_PER_ADDRESS` of each address and `MESSAGES_IN_INBOX` in all.
   */
  deliver(message: Omit<InboxMessage, 'id' | 'created_at'>): InboxMessage {
    const full: InboxMessage = { ...message, id: newId('message'), created_at: this.nowIso() };
    this.#inbox.deliver(this.#state.messages, full);
    return full;
  }

  /** The inbox's messages to `to` (an email in any case, or a phone number), or all of them when null; newest first. */
  messagesTo(to: string | null): InboxMessage[] {
    return to === null ? [...this.#state.messages].reverse() : this.#inbox.to(to);
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
