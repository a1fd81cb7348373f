import { ApiError, errors } from '../errors.ts';
import { checkRedirectUrl, redirectUrlOrDefault } from '../project.ts';
import type { RouteContext, Router } from '../router.ts';
import { authResponse, requireSession, revokeUserSessions, sessionMinutes } from '../sessions.ts';
import {
  inMinutes,
  isExpired,
  newId,
  newSecret,
  type PasswordFailureRecord,
  type Store,
  type TokenRecord,
  type UserRecord,
} from '../store.ts';
import { isBreachedPassword } from '../verify/breachedPasswords.ts';
import { requireValidEmail } from '../verify/email.ts';
import { expirationMinutes, issueToken, liveToken, requireChallengeFormat, tokenLink } from '../verify/oneTimeToken.ts';
import { hashPassword, verifyPassword } from '../verify/passwordHash.ts';
import { checkPasswordStrength, requirePasswordLength, requireStrongPassword } from '../verify/passwordStrength.ts';
import { checkPkce, requireChallenge } from '../verify/pkce.ts';
import { BOT_PROTECTION_FIELDS } from '../botProtection/fields.ts';
import { parseBody } from '../validate.ts';

/** How long a reset link lives when the call does not say: 30 minutes, as magic links. */
const DEFAULT_RESET_EXPIRATION_MINUTES = 30;

/** A reset link lives 5 minutes to a week. */
const RESET_EXPIRATION_RANGE = { min: 5, max: 7 * 24 * 60, fallback: DEFAULT_RESET_EXPIRATION_MINUTES };

/** Token types of the reset email's two links: set a new password, or log in with the same token. */
const RESET_TOKEN_TYPE = 'reset_password';
const LOGIN_TOKEN_TYPE = 'login';

/** The factor a password login records. */
const PASSWORD_FACTOR = { type: 'password', delivery_method: 'knowledge' } as const;

/** One message for an unknown email, a user without a password and a wrong password, so none reveals which. */
function invalidCredentials(): ApiError {
  // Not `unauthorized_credentials`: that type is unrecoverable for clients and would end the caller's session.
  return new ApiError(401, 'invalid_credentials', 'The email or password is incorrect.');
}

/**
 * The answer to every password login of a locked user, the right password included. Only a user with a password can
 * be locked, so it reveals no more than the right password would.
 */
function passwordLocked(record: PasswordFailureRecord): ApiError {
  return new ApiError(
    429,
    'password_locked',
    `The password is locked after too many wrong tries: a password reset by email unlocks it, or try again after ${record.locked_until}.`,
  );
}

/** The user's wrong-password record, or undefined once its lock has run out (the count starts again then). */
function failuresOf(store: Store, user: UserRecord): PasswordFailureRecord | undefined {
  const record = store.state.password_failures[user.user_id];
  if (record?.locked_until && isExpired(store.clock, record.locked_until)) {
    clearFailures(store, user);
    return undefined;
  }
  return record;
}

/**
 * Counts a wrong password. Those older than `password_lockout_minutes` no longer count; the one that reaches
 * `password_max_attempts` locks the user for `password_lockout_minutes` from now.
 */
function recordFailure(store: Store, user: UserRecord): void {
  const { clock, project } = store;
  const windowStart = clock.now() - project.password_lockout_minutes * 60_000;
  const record = failuresOf(store, user) ?? { failed_at: [], locked_until: null };
  record.failed_at = [...record.failed_at.filter((at) => Date.parse(at) > windowStart), store.nowIso()];
  if (record.failed_at.length >= project.password_max_attempts) {
    record.locked_until = inMinutes(clock, project.password_lockout_minutes);
  }
  store.state.password_failures[user.user_id] = record;
}

/** Forgets the user's wrong passwords and any lock: the right password, or a new one set by a reset. */
function clearFailures(store: Store, user: UserRecord): void {
  delete store.state.password_failures[user.user_id];
}

let dummyHash: string | null = null;

/**
 * The user whose password this is, or `invalid_credentials`. A hash is checked even when there is no user (against
 * a hash of a random secret), so the response time does not tell whether the email has an account. A user with a
 * password is refused with `password_locked` once locked, before the password is looked at, so guessing stops.
 */
function verifyCredentials(store: Store, email: string, password: string): UserRecord {
  const user = store.findUserByEmail(email);
  const record = user?.password_hash ? failuresOf(store, user) : undefined;
  if (record?.locked_until) throw passwordLocked(record);
  const stored = user?.password_hash ?? (dummyHash ??= hashPassword(newSecret()));
  const matches = verifyPassword(password, stored);
  // Unknown emails and passwordless users keep no count: there is no password to guess.
  if (!user?.password_hash) throw invalidCredentials();
  if (!matches) {
    recordFailure(store, user);
    throw invalidCredentials();
  }
  clearFailures(store, user);
  return user;
}

/** Stores a new password hash on the user (scrypt), keeping the password id once there is one. */
function setPassword(user: UserRecord, password: string): void {
  user.password_hash = hashPassword(password);
  user.password_id ??= newId('password');
}

/** The email entry of a user for an address, compared case-insensitively as the store does. */
function emailOf(user: UserRecord, email: string) {
  const wanted = email.toLowerCase();
  return user.emails.find((e) => e.email.toLowerCase() === wanted);
}

/**
 * Issues a password reset token and emails it. The main link sets a new password; the second link carries the
 * same token with type `login`, which the reset form authenticates as a magic link ("Login without a
 * password").
 */
function sendResetEmail(
  store: Store,
  user: UserRecord,
  email: { email_id: string; email: string },
  options: { resetUrl: string; loginUrl: string; minutes: number; codeChallenge?: string; templateId?: string },
): TokenRecord {
  const record = issueToken(store, {
    kind: 'password_reset',
    user_id: user.user_id,
    email: email.email,
    minutes: options.minutes,
    ...(options.codeChallenge ? { code_challenge: options.codeChallenge } : {}),
    details: { email_id: email.email_id, template_id: options.templateId ?? null },
  });
  const link = tokenLink(options.resetUrl, RESET_TOKEN_TYPE, record.token, store.project.token_type_param);
  const loginLink = tokenLink(options.loginUrl, LOGIN_TOKEN_TYPE, record.token, store.project.token_type_param);
  store.deliver({
    channel: 'email',
    to: email.email,
    subject: `Reset your ${store.project.name} password`,
    body:
      `Click the link below to set a new password. ` +
      `It expires in ${options.minutes} minutes and works once.\n\n${link}\n\n` +
      `Or log in without a password:\n\n${loginLink}`,
    code: null,
    link,
  });
  return record;
}

/** How long after a breached login the client's own reset start reuses the email the login already sent. */
const BREACH_EMAIL_REUSE_MS = 60_000;

/**
 * A breached password was right: the user must choose another, and gets a reset email. The answer is the project's
 * `breached_login_error_type`. With `reset_password`, the reference provider's documented answer, the email goes
 * to the project's first redirect URL; when the project has none, or requires PKCE for resets (only the client
 * holds a verifier), no link can be sent from here and the client starts the reset itself. With
 * `breached_password` the client always starts it, with its own redirect URLs and options (Password Breached).
 */
function breachedLogin(store: Store, user: UserRecord, email: string): ApiError {
  if (store.project.breached_login_error_type === 'breached_password') {
    return new ApiError(
      400,
      'breached_password',
      'This password may have been used on a different site that experienced a security issue: reset the password by email.',
    );
  }
  const entry = emailOf(user, email);
  const resetUrl = store.project.redirect_urls[0];
  if (entry && resetUrl && !store.project.pkce_required_for_password_resets) {
    const record = sendResetEmail(store, user, entry, { resetUrl, loginUrl: resetUrl, minutes: DEFAULT_RESET_EXPIRATION_MINUTES });
    record.details.breached_login_at = store.clock.now();
    return new ApiError(
      400,
      'reset_password',
      'This password may have been used on a different site that experienced a security issue: a password reset email was sent.',
    );
  }
  return new ApiError(
    400,
    'reset_password',
    'This password may have been used on a different site that experienced a security issue: reset the password by email.',
  );
}

/**
 * The reset token a breached login emailed moments ago, still unused. The widget answers `reset_password` by starting
 * a reset by email; when the login already sent one, that start reuses it instead of putting a
 * second email in the inbox.
 */
function recentBreachReset(store: Store, user: UserRecord, hasChallenge: boolean): TokenRecord | undefined {
  if (hasChallenge) return undefined;
  const now = store.clock.now();
  return store.tokensOf(user.user_id).find(
    (t) =>
      t.kind === 'password_reset' &&
      !t.used &&
      typeof t.details.breached_login_at === 'number' &&
      now - t.details.breached_login_at < BREACH_EMAIL_REUSE_MS,
  );
}

/** Starts a password reset by email (`/passwords/email/reset/start`). */
function startReset(ctx: RouteContext): Record<string, unknown> {
  const { store } = ctx;
  const { project } = store;
  const body = parseBody(ctx.body, {
    email: 'string',
    login_redirect_url: 'string?',
    reset_password_redirect_url: 'string?',
    reset_password_expiration_minutes: 'number?',
    reset_password_template_id: 'string?',
    code_challenge: 'string?',
    locale: 'string?',
    ...BOT_PROTECTION_FIELDS,
  });
  requireValidEmail(body.email);
  requireChallengeFormat(body.code_challenge);
  requireChallenge(body.code_challenge, project.pkce_required_for_password_resets);
  const minutes = expirationMinutes(
    body.reset_password_expiration_minutes,
    'reset_password_expiration_minutes',
    RESET_EXPIRATION_RANGE,
  );
  const resetUrl = redirectUrlOrDefault(project, body.reset_password_redirect_url, 'reset_password_redirect_url');
  if (!resetUrl) {
    throw new ApiError(
      400,
      'no_reset_password_redirect_urls_set',
      'No reset redirect URL: send reset_password_redirect_url or add a redirect URL to the project.',
    );
  }
  // The login link lands where the reset form is, unless the call names another page.
  const loginUrl = checkRedirectUrl(project, body.login_redirect_url, 'login_redirect_url') ?? resetUrl;
  const user = store.findUserByEmail(body.email);
  const entry = user ? emailOf(user, body.email) : undefined;
  if (!user || !entry) throw new ApiError(404, 'email_not_found', 'No user has this email.');
  if (recentBreachReset(store, user, body.code_challenge !== undefined)) return { user_id: user.user_id, email_id: entry.email_id };
  sendResetEmail(store, user, entry, {
    resetUrl,
    loginUrl,
    minutes,
    ...(body.code_challenge ? { codeChallenge: body.code_challenge } : {}),
    ...(body.reset_password_template_id ? { templateId: body.reset_password_template_id } : {}),
  });
  return { user_id: user.user_id, email_id: entry.email_id };
}

/** Completes a reset by email (`/passwords/email/reset`): the token, its PKCE verifier, an acceptable password. */
async function completeReset(ctx: RouteContext): Promise<Record<string, unknown>> {
  const { store } = ctx;
  const body = parseBody(ctx.body, {
    token: 'string',
    password: 'string',
    session_duration_minutes: 'number?',
    code_verifier: 'string?',
    ...BOT_PROTECTION_FIELDS,
  });
  // Every check runs before the token is consumed, so the user can retry with a better password.
  const minutes = sessionMinutes(body.session_duration_minutes);
  const record = liveToken(store, body.token, ['password_reset'], {
    prefix: 'password_reset_token',
    what: 'password reset link',
  });
  checkPkce(record.code_challenge, body.code_verifier, store.project.pkce_required_for_password_resets);
  const user = store.state.users[record.user_id];
  if (!user) throw errors.userNotFound();
  requireStrongPassword(body.password, store.project, record.email);
  record.used = true;
  setPassword(user, body.password);
  // The inbox proved the owner: the new password is theirs, so an earlier lock no longer guards anything.
  clearFailures(store, user);
  // The link reached the inbox, which proves the address.
  const entry = record.email ? emailOf(user, record.email) : undefined;
  if (entry) entry.verified = true;
  // Every session of the user ends, the caller's included: the answer carries a new one.
  revokeUserSessions(store, user);
  return authResponse(ctx, user, PASSWORD_FACTOR, minutes, entry ? { email_id: entry.email_id } : {});
}

/**
 * Passwords: create, authenticate, the three resets and the strength check. Hashes are
 * scrypt; new passwords must meet the project's policy (zxcvbn or LUDS) and not be on the breach list. A user is
 * locked after `password_max_attempts` wrong passwords within `password_lockout_minutes`, for that long.
 */
export function registerPasswordRoutes(router: Router): void {
  router.sdk('POST', '/passwords', async (ctx) => {
    const { store } = ctx;
    const body = parseBody(ctx.body, {
      email: 'string',
      password: 'string',
      session_duration_minutes: 'number?',
      ...BOT_PROTECTION_FIELDS,
    });
    requireValidEmail(body.email);
    const minutes = sessionMinutes(body.session_duration_minutes);
    // A passwordless user is refused too: the widget sends those users through a reset instead.
    if (store.findUserByEmail(body.email)) {
      throw new ApiError(
        400,
        'duplicate_email',
        'A user with this email already exists: log in or reset the password.',
      );
    }
    requireStrongPassword(body.password, store.project, body.email);
    const { user } = store.userForEmail(body.email);
    setPassword(user, body.password);
    const entry = emailOf(user, body.email);
    return authResponse(ctx, user, PASSWORD_FACTOR, minutes, { email_id: entry?.email_id ?? null });
  });

  router.sdk('POST', '/passwords/authenticate', async (ctx) => {
    const { store } = ctx;
    const body = parseBody(ctx.body, {
      email: 'string',
      password: 'string',
      session_duration_minutes: 'number?',
      ...BOT_PROTECTION_FIELDS,
    });
    requireValidEmail(body.email);
    const minutes = sessionMinutes(body.session_duration_minutes);
    const user = verifyCredentials(store, body.email, body.password);
    if (isBreachedPassword(body.password)) throw breachedLogin(store, user, body.email);
    return authResponse(ctx, user, PASSWORD_FACTOR, minutes);
  });

  router.sdk('POST', '/passwords/email/reset/start', startReset);
  router.sdk('POST', '/passwords/email/reset', completeReset);

  router.sdk('POST', '/passwords/existing_password/reset', async (ctx) => {
    const { store } = ctx;
    const body = parseBody(ctx.body, {
      email: 'string',
      existing_password: 'string',
      new_password: 'string',
      session_duration_minutes: 'number?',
      ...BOT_PROTECTION_FIELDS,
    });
    requireValidEmail(body.email);
    const minutes = sessionMinutes(body.session_duration_minutes);
    const user = verifyCredentials(store, body.email, body.existing_password);
    requireStrongPassword(body.new_password, store.project, body.email);
    setPassword(user, body.new_password);
    // Every session of the user ends, the caller's included: the answer carries a new one.
    revokeUserSessions(store, user);
    return authResponse(ctx, user, PASSWORD_FACTOR, minutes);
  });

  router.sdk(
    'POST',
    '/passwords/session/reset',
    async (ctx) => {
      const { store } = ctx;
      const body = parseBody(ctx.body, { password: 'string', session_duration_minutes: 'number?', ...BOT_PROTECTION_FIELDS });
      const { session, user } = requireSession(ctx);
      const minutes = sessionMinutes(body.session_duration_minutes);
      requireStrongPassword(body.password, store.project, user.emails[0]?.email);
      setPassword(user, body.password);
      // The user's other sessions end; the one that changed the password goes on.
      revokeUserSessions(store, user, session);
      // A signed-in user chose the new password: wrong guesses of the old one are moot.
      clearFailures(store, user);
      return authResponse(ctx, user, PASSWORD_FACTOR, minutes);
    },
    { session: 'required' },
  );

  router.sdk('POST', '/passwords/strength_check', (ctx) => {
    const body = parseBody(ctx.body, { email: 'string?', password: 'string' });
    // The widget shows this error inline under the email.
    if (body.email !== undefined) requireValidEmail(body.email);
    requirePasswordLength(body.password);
    return { ...checkPasswordStrength(body.password, ctx.store.project, body.email) };
  });
}
