import { randomInt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_PASSCODE_EXPIRATION_MINUTES, OTP_METHODS, PASSCODE_LENGTH, type OtpMethod } from '@auth-widget/sdk/protocol';
import { ApiError, errors } from '../errors.ts';
import type { RouteContext, Router } from '../router.ts';
import { authResponse, requireSession, sessionMinutes } from '../sessions.ts';
import {
  inMinutes,
  isExpired,
  newId,
  type PasscodeRecord,
  type UserEmail,
  type UserPhone,
  type UserRecord,
} from '../store.ts';
import { requireValidEmail } from '../verify/email.ts';
import { expirationMinutes } from '../verify/oneTimeToken.ts';
import { requireE164 } from '../verify/phone.ts';
import { BOT_PROTECTION_FIELDS } from '../botProtection/fields.ts';
import { parseBody } from '../validate.ts';

/** Body of the SMS and WhatsApp send calls. */
const PHONE_SHAPE = {
  phone_number: 'string',
  expiration_minutes: 'number?',
  ...BOT_PROTECTION_FIELDS,
  locale: 'string?',
} as const;

/** Body of the email send calls: the widget also sends the expiry and template ids. */
const EMAIL_SHAPE = {
  email: 'string',
  expiration_minutes: 'number?',
  login_template_id: 'string?',
  signup_template_id: 'string?',
  ...BOT_PROTECTION_FIELDS,
  locale: 'string?',
} as const;

/** A passcode lives 1 to 60 minutes; the default is 5 minutes, as the provider's. */
const EXPIRATION_RANGE = { min: 1, max: 60, fallback: DEFAULT_PASSCODE_EXPIRATION_MINUTES };

type SendVariant = 'login_or_create' | 'primary' | 'secondary';

/** Where a send goes and which user and method it is for. */
interface Target {
  user: UserRecord;
  methodId: string;
  created: boolean;
}

/** A passcode of PASSCODE_LENGTH random digits, leading zeros kept. */
function newPasscode(): string {
  return String(randomInt(0, 10 ** PASSCODE_LENGTH)).padStart(PASSCODE_LENGTH, '0');
}

/** Same destination: phone numbers are exact E.164, email addresses compare case-insensitively. */
function sameDestination(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The user's entry for a destination: a phone number for SMS and WhatsApp, an email for email. */
function entryOf(user: UserRecord, channel: OtpMethod, destination: string): UserPhone | UserEmail | undefined {
  return channel === 'email'
    ? user.emails.find((e) => sameDestination(e.email, destination))
    : user.phone_numbers.find((p) => p.phone_number === destination);
}

/** The refusal for a destination that already belongs to another user. */
function duplicateError(channel: OtpMethod): ApiError {
  return channel === 'email'
    ? new ApiError(400, 'duplicate_email', 'This email already belongs to another user.')
    : new ApiError(400, 'duplicate_phone_number', 'This phone number already belongs to another user.');
}

function idOf(entry: UserPhone | UserEmail): string {
  return 'phone_id' in entry ? entry.phone_id : entry.email_id;
}

/**
 * Resolves who a send is for. login_or_create creates the user; send/primary needs an existing one; send/secondary
 * adds the destination to the signed-in user once a passcode proves it, under a method id that stays the same
 * across sends (the provider's phone_id / email_id).
 */
function targetOf(ctx: RouteContext, channel: OtpMethod, variant: SendVariant, destination: string): Target {
  const { store } = ctx;
  const isEmail = channel === 'email';
  const existing = isEmail ? store.findUserByEmail(destination) : store.findUserByPhone(destination);
  if (variant === 'secondary') {
    const { user } = requireSession(ctx);
    if (existing && existing.user_id !== user.user_id) throw duplicateError(channel);
    const own = entryOf(user, channel, destination);
    if (own) return { user, methodId: idOf(own), created: false };
    const earlier = store.passcodesTo(destination).find((p) => p.user_id === user.user_id);
    return { user, methodId: earlier?.method_id ?? newId(isEmail ? 'email' : 'phone-number'), created: false };
  }
  if (!existing && variant === 'primary') {
    throw isEmail
      ? new ApiError(404, 'email_not_found', 'No user has this email: use login_or_create to sign up.')
      : new ApiError(404, 'phone_number_not_found', 'No user has this phone number: use login_or_create to sign up.');
  }
  const { user, created } = isEmail ? store.userForEmail(destination) : store.userForPhone(destination);
  const entry = entryOf(user, channel, destination);
  if (!entry) {
    throw errors.notFound(isEmail ? 'email_not_found' : 'phone_number_not_found', 'The destination of this user');
  }
  return { user, methodId: idOf(entry), created };
}

/** One send call: a fresh passcode replaces any earlier one of the destination, then goes to the dev inbox. */
function sendPasscode(ctx: RouteContext, channel: OtpMethod, variant: SendVariant): Record<string, unknown> {
  const { store } = ctx;
  let destination: string;
  let minutesField: number | undefined;
  if (channel === 'email') {
    const body = parseBody(ctx.body, EMAIL_SHAPE);
    requireValidEmail(body.email);
    destination = body.email;
    minutesField = body.expiration_minutes;
  } else {
    const body = parseBody(ctx.body, PHONE_SHAPE);
    requireE164(body.phone_number);
    destination = body.phone_number;
    minutesField = body.expiration_minutes;
  }
  const minutes = expirationMinutes(minutesField, 'expiration_minutes', EXPIRATION_RANGE);
  const target = targetOf(ctx, channel, variant, destination);

  // A new send invalidates every earlier code of the destination (whatever its channel) and lifts a lock.
  store.deletePasscodesTo(destination);
  const code = newPasscode();
  const record: PasscodeRecord = {
    method_id: target.methodId,
    channel,
    destination,
    user_id: target.user.user_id,
    code,
    expires_at: inMinutes(store.clock, minutes),
    used: false,
    attempts: 0,
    locked: false,
  };
  store.putPasscode(record);

  const lifetime = `It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  store.deliver({
    channel,
    to: destination,
    subject: channel === 'email' ? `Your ${store.project.name} passcode` : '',
    body: `Your code is ${code}. ${lifetime}`,
    code,
    link: null,
  });
  return {
    user_id: target.user.user_id,
    method_id: target.methodId,
    [channel === 'email' ? 'email_id' : 'phone_id']: target.methodId,
    user_created: target.created,
  };
}

/** True when the code sent matches the stored one, compared in constant time. */
function codeMatches(stored: string, sent: string): boolean {
  const expected = Buffer.from(stored);
  const actual = Buffer.from(sent);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * One-time passcodes by SMS, WhatsApp and email: six digits, five minutes by default,
 * single use, and a method locked after `project.otp_max_attempts` wrong codes until a new code is sent.
 */
export function registerOtpRoutes(router: Router): void {
  for (const channel of OTP_METHODS) {
    router.sdk('POST', `/otps/${channel}/login_or_create`, (ctx) => sendPasscode(ctx, channel, 'login_or_create'));
    router.sdk('POST', `/otps/${channel}/send/primary`, (ctx) => sendPasscode(ctx, channel, 'primary'));
    router.sdk('POST', `/otps/${channel}/send/secondary`, (ctx) => sendPasscode(ctx, channel, 'secondary'), {
      session: 'required',
    });
  }

  router.sdk('POST', '/otps/authenticate', async (ctx) => {
    const { store } = ctx;
    const body = parseBody(ctx.body, {
      token: 'string',
      method_id: 'string',
      session_duration_minutes: 'number?',
      ...BOT_PROTECTION_FIELDS,
    });
    const minutes = sessionMinutes(body.session_duration_minutes);
    // `hasOwn`: a method id such as `__proto__` must not reach the object's prototype.
    const record = Object.hasOwn(store.state.passcodes, body.method_id)
      ? store.state.passcodes[body.method_id]
      : undefined;
    if (!record) {
      throw new ApiError(404, 'otp_method_not_found', 'No passcode was sent to this method_id: send a code first.');
    }
    if (record.locked) {
      throw new ApiError(429, 'otp_locked', 'Too many wrong passcodes for this method: send a new code.');
    }
    if (record.used) {
      throw new ApiError(400, 'otp_code_already_used', 'This passcode was already used: send a new code.');
    }
    if (isExpired(store.clock, record.expires_at)) {
      throw new ApiError(401, 'otp_code_expired', 'The passcode has expired: send a new code.');
    }
    if (!codeMatches(record.code, body.token)) {
      record.attempts += 1;
      if (record.attempts >= store.project.otp_max_attempts) record.locked = true;
      throw new ApiError(401, 'otp_code_not_found', 'The passcode is incorrect.');
    }

    const user = store.state.users[record.user_id];
    if (!user) throw errors.userNotFound();
    let entry = entryOf(user, record.channel, record.destination);
    if (!entry) {
      // A secondary send: the destination joins the user now that the code proved it, and only within the
      // session of that user, as the send was.
      if (ctx.session?.user_id !== user.user_id) {
        // Not `unauthorized_credentials`: that type is unrecoverable and would end the caller's own session.
        throw new ApiError(
          403,
          'session_required',
          'Adding this destination to the user requires the session of that user.',
        );
      }
      const owner =
        record.channel === 'email'
          ? store.findUserByEmail(record.destination)
          : store.findUserByPhone(record.destination);
      if (owner) throw duplicateError(record.channel);
      if (record.channel === 'email') {
        entry = store.addEmail(user, { email_id: record.method_id, email: record.destination, verified: false });
      } else {
        entry = store.addPhone(user, { phone_id: record.method_id, phone_number: record.destination, verified: false });
      }
    }
    record.used = true;
    entry.verified = true;
    const factor =
      'phone_id' in entry
        ? {
            type: 'otp',
            delivery_method: record.channel,
            phone_number_factor: { phone_id: entry.phone_id, phone_number: entry.phone_number },
          }
        : {
            type: 'otp',
            delivery_method: record.channel,
            email_factor: { email_id: entry.email_id, email_address: entry.email },
          };
    return authResponse(ctx, user, factor, minutes, { method_id: record.method_id, reset_sessions: false });
  });
}
