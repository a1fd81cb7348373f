import { randomInt, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { ApiError } from '../errors.ts';
import type { Router } from '../router.ts';
import { authResponse, withReferenceUser, requireSession, sessionMinutes } from '../sessions.ts';
import { inMinutes, isExpired, newId, publicUser, type Store, type UserRecord, type UserTotp } from '../store.ts';
import { BOT_PROTECTION_FIELDS } from '../botProtection/fields.ts';
import { parseBody } from '../validate.ts';
import { generateTotpSecret, matchTotp, otpauthUri } from '../verify/totp.ts';

/** Bounds of `expiration_minutes`: how long a new TOTP may wait for its first code (the provider's 5 to 1440). */
const MIN_EXPIRATION_MINUTES = 5;
const MAX_EXPIRATION_MINUTES = 1440;

/** Ten single-use recovery codes of the form `xxxx-xxxx`. */
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function recoveryCode(): string {
  const part = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

/** The label an authenticator app shows for the account: the user's first email or phone, else the user id. */
function accountName(user: UserRecord): string {
  return user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
}

/**
 * The TOTP a code is checked against: the verified one, else the pending enrolment. An enrolment that was not
 * verified within its `expiration_minutes` is gone (it is removed here).
 */
function currentTotp(store: Store, user: UserRecord): UserTotp {
  const verified = user.totps.find((t) => t.verified);
  if (verified) return verified;
  const pending = user.totps.find((t) => !t.verified);
  if (!pending) throw new ApiError(404, 'totp_not_found', 'The user has no TOTP: create one with POST /totps first.');
  if (pending.expires_at && isExpired(store.clock, pending.expires_at)) {
    user.totps = user.totps.filter((t) => t !== pending);
    throw new ApiError(400, 'totp_expired', 'The TOTP was not verified before it expired: create a new one.');
  }
  return pending;
}

/** Forgets the wrong codes and any lock: a right code, a recovery code or the lock running out. */
function unlockTotp(totp: UserTotp): void {
  delete totp.failed_attempts;
  delete totp.locked_until;
}

/**
 * Refuses every code while the TOTP is locked, the right one too, so guessing stops; recovery codes are the way out.
 * A lock that has run out is lifted here, and the count starts again.
 */
function requireTotpUnlocked(store: Store, totp: UserTotp): void {
  if (!totp.locked_until) return;
  if (isExpired(store.clock, totp.locked_until)) {
    unlockTotp(totp);
    return;
  }
  throw new ApiError(
    429,
    'totp_locked',
    `Too many wrong TOTP codes: the TOTP is locked until ${totp.locked_until}. Use a recovery code to sign in and unlock it.`,
  );
}

/** Counts a wrong code; the one that reaches `totp_max_attempts` locks the TOTP for `totp_lockout_minutes`. */
function recordWrongCode(store: Store, totp: UserTotp): void {
  totp.failed_attempts = (totp.failed_attempts ?? 0) + 1;
  if (totp.failed_attempts >= store.project.totp_max_attempts) {
    totp.locked_until = inMinutes(store.clock, store.project.totp_lockout_minutes);
  }
}

/** Compares recovery codes in constant time, ignoring case and surrounding space. */
function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a.trim().toLowerCase());
  const right = Buffer.from(b.trim().toLowerCase());
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * TOTP (RFC 6238) as a second factor: create, authenticate, read and use recovery codes. A TOTP is
 * locked after `totp_max_attempts` wrong codes in a row, for `totp_lockout_minutes` or until a recovery code is used.
 */
export function registerTotpRoutes(router: Router): void {
  router.sdk(
    'POST',
    '/totps',
    async (ctx) => {
      const body = parseBody(ctx.body, { expiration_minutes: 'number' });
      const { user } = requireSession(ctx);
      const minutes = body.expiration_minutes;
      if (!Number.isInteger(minutes) || minutes < MIN_EXPIRATION_MINUTES || minutes > MAX_EXPIRATION_MINUTES) {
        throw new ApiError(
          400,
          'invalid_expiration',
          `expiration_minutes must be a whole number of minutes between ${MIN_EXPIRATION_MINUTES} and ${MAX_EXPIRATION_MINUTES}.`,
        );
      }
      if (user.totps.some((t) => t.verified)) {
        throw new ApiError(400, 'duplicate_totp', 'The user already has a verified TOTP: delete it before creating another.');
      }
      const totp: UserTotp = {
        totp_id: newId('totp'),
        verified: false,
        secret: generateTotpSecret(),
        recovery_codes: Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode),
        expires_at: inMinutes(ctx.store.clock, minutes),
      };
      // One TOTP per user: a new enrolment replaces an unverified one.
      user.totps = [totp];
      const uri = otpauthUri({ secret: totp.secret, issuer: ctx.store.project.name, account: accountName(user) });
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M' });
      return {
        user_id: user.user_id,
        totp_id: totp.totp_id,
        secret: totp.secret,
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        recovery_codes: [...totp.recovery_codes],
        // The reference SDK updates its user from this answer (see withReferenceUser).
        __user: publicUser(user),
      };
    },
    { session: 'required' },
  );

  router.sdk(
    'POST',
    '/totps/authenticate',
    async (ctx) => {
      const body = parseBody(ctx.body, {
        totp_code: 'string',
        session_duration_minutes: 'number?',
        ...BOT_PROTECTION_FIELDS,
      });
      const { user } = requireSession(ctx);
      const minutes = sessionMinutes(body.session_duration_minutes);
      const totp = currentTotp(ctx.store, user);
      requireTotpUnlocked(ctx.store, totp);
      const step = matchTotp(totp.secret, body.totp_code.trim(), ctx.store.clock.now());
      if (step === null) {
        recordWrongCode(ctx.store, totp);
        throw new ApiError(401, 'invalid_totp_code', 'The TOTP code is incorrect or out of date.');
      }
      // RFC 6238 section 5.2: once a code is accepted, no code of that step or an earlier one is. A replay is not
      // counted as a wrong code: it was right once, so it tells a guesser nothing about the secret.
      if (totp.last_used_step !== undefined && step <= totp.last_used_step) {
        throw new ApiError(401, 'totp_code_already_used', 'This TOTP code was already used: wait for the next one.');
      }
      unlockTotp(totp);
      totp.last_used_step = step;
      totp.verified = true;
      delete totp.expires_at;
      return withReferenceUser(
        await authResponse(
          ctx,
          user,
          { type: 'totp', delivery_method: 'authenticator_app', authenticator_app_factor: { totp_id: totp.totp_id } },
          minutes,
          { totp_id: totp.totp_id },
        ),
      );
    },
    { session: 'required' },
  );

  router.sdk(
    'POST',
    '/totps/recovery_codes',
    (ctx) => {
      parseBody(ctx.body, {});
      const { user } = requireSession(ctx);
      return {
        user_id: user.user_id,
        totps: user.totps.map((t) => ({ totp_id: t.totp_id, verified: t.verified, recovery_codes: [...t.recovery_codes] })),
      };
    },
    { session: 'required' },
  );

  router.sdk(
    'POST',
    '/totps/recover',
    async (ctx) => {
      const body = parseBody(ctx.body, {
        recovery_code: 'string',
        session_duration_minutes: 'number?',
        ...BOT_PROTECTION_FIELDS,
      });
      const { user } = requireSession(ctx);
      const minutes = sessionMinutes(body.session_duration_minutes);
      const totp = user.totps.find((t) => t.verified);
      if (!totp) throw new ApiError(404, 'totp_not_found', 'The user has no verified TOTP to recover.');
      // Every stored code is compared, so the time taken does not tell which one matched.
      const matches = totp.recovery_codes.map((code) => sameCode(code, body.recovery_code));
      const index = matches.indexOf(true);
      if (index < 0) throw new ApiError(401, 'invalid_recovery_code', 'The recovery code is incorrect or was already used.');
      totp.recovery_codes.splice(index, 1);
      // Recovery codes are the way out of a lock: the user proved the account with one.
      unlockTotp(totp);
      return withReferenceUser(
        await authResponse(
          ctx,
          user,
          { type: 'recovery_codes', delivery_method: 'recovery_code', recovery_code_factor: { totp_id: totp.totp_id } },
          minutes,
          { totp_id: totp.totp_id, recovery_codes_remaining: totp.recovery_codes.length },
        ),
      );
    },
    { session: 'required' },
  );
}
