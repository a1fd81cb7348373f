import { DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES } from '@auth-widget/sdk/protocol';
import { ApiError, errors } from '../errors.ts';
import { redirectUrlOrDefault } from '../project.ts';
import type { RouteContext, Router } from '../router.ts';
import { authResponse, requireSession, sessionMinutes } from '../sessions.ts';
import { newId, type UserRecord } from '../store.ts';
import { requireValidEmail } from '../verify/email.ts';
import { expirationMinutes, issueToken, liveToken, requireChallengeFormat, tokenLink } from '../verify/oneTimeToken.ts';
import { checkPkce, requireChallenge } from '../verify/pkce.ts';
import { BOT_PROTECTION_FIELDS } from '../botProtection/fields.ts';
import { parseBody } from '../validate.ts';

/** Body of the three send calls (the widget's `emailMagicLinksOptions` on the wire). */
const SEND_SHAPE = {
  email: 'string',
  login_magic_link_url: 'string?',
  signup_magic_link_url: 'string?',
  login_expiration_minutes: 'number?',
  signup_expiration_minutes: 'number?',
  login_template_id: 'string?',
  signup_template_id: 'string?',
  code_challenge: 'string?',
  ...BOT_PROTECTION_FIELDS,
  create_user_as_pending: 'boolean?',
  locale: 'string?',
} as const;

/** A magic link lives 5 minutes to a week; the default is 30 minutes, as the provider's. */
const EXPIRATION_RANGE = { min: 5, max: 7 * 24 * 60, fallback: DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES };

/** The token type a magic-link email carries in its link. */
const MAGIC_LINK_TOKEN_TYPE = 'magic_links';

type SendVariant = 'login_or_create' | 'primary' | 'secondary';

/** Who a send goes to: the user the link logs in, the email's id, and how the user came to be. */
interface Recipient {
  user: UserRecord;
  emailId: string;
  created: boolean;
  /** A new user or one still pending: the link is a signup link. */
  signup: boolean;
  /** Secondary send to an address not yet on the user: attached once the link proves it. */
  attach: boolean;
}

/** The email entry of a user for an address, compared case-insensitively as the store does. */
function emailOf(user: UserRecord, email: string) {
  const wanted = email.toLowerCase();
  return user.emails.find((e) => e.email.toLowerCase() === wanted);
}

/**
 * Resolves the recipient of a send. `requireUrl` is called with whether the link is a signup link before any user
 * is created, so a call refused for a missing redirect URL leaves no user behind.
 */
function recipientOf(
  ctx: RouteContext,
  variant: SendVariant,
  email: string,
  createPending: boolean,
  requireUrl: (signup: boolean) => void,
): Recipient {
  const { store } = ctx;
  const existing = store.findUserByEmail(email);
  if (variant === 'secondary') {
    const { user } = requireSession(ctx);
    if (existing && existing.user_id !== user.user_id) {
      throw new ApiError(400, 'duplicate_email', 'This email already belongs to another user.');
    }
    requireUrl(false);
    const own = emailOf(user, email);
    if (own) return { user, emailId: own.email_id, created: false, signup: false, attach: false };
    // Keep the id of an earlier link to the same address, so every send answers with the same email_id.
    const earlier = store.tokensOf(user.user_id).find(
      (t) => t.kind === 'magic_link' && t.email?.toLowerCase() === email.toLowerCase() && t.details.attach === true,
    );
    const emailId = typeof earlier?.details.email_id === 'string' ? earlier.details.email_id : newId('email');
    return { user, emailId, created: false, signup: false, attach: true };
  }
  if (!existing && variant === 'primary') {
    throw new ApiError(404, 'email_not_found', 'No user has this email: use login_or_create to sign up.');
  }
  // A pending user never finished signing up, so it gets the signup link too.
  const signup = !existing || existing.status === 'pending';
  requireUrl(signup);
  const { user, created } = store.userForEmail(email, createPending ? 'pending' : 'active');
  const entry = emailOf(user, email);
  if (!entry) throw errors.notFound('email_not_found', 'The email of this user');
  return { user, emailId: entry.email_id, created, signup, attach: false };
}

/** One of the three send calls: checks, then a single-use token and an email with its link in the dev inbox. */
function sendMagicLink(ctx: RouteContext, variant: SendVariant): Record<string, unknown> {
  const { store } = ctx;
  const { project } = store;
  const body = parseBody(ctx.body, SEND_SHAPE);
  requireValidEmail(body.email);
  requireChallengeFormat(body.code_challenge);
  requireChallenge(body.code_challenge, project.pkce_required_for_email_magic_links);
  const loginMinutes = expirationMinutes(body.login_expiration_minutes, 'login_expiration_minutes', EXPIRATION_RANGE);
  const signupMinutes = expirationMinutes(
    body.signup_expiration_minutes,
    'signup_expiration_minutes',
    EXPIRATION_RANGE,
  );
  const loginUrl = redirectUrlOrDefault(project, body.login_magic_link_url, 'login_magic_link_url');
  const signupUrl = redirectUrlOrDefault(project, body.signup_magic_link_url, 'signup_magic_link_url');

  const recipient = recipientOf(ctx, variant, body.email, body.create_user_as_pending === true, (signup) => {
    if (signup && !signupUrl) {
      throw new ApiError(
        400,
        'no_signup_redirect_urls_set',
        'No signup redirect URL: send signup_magic_link_url or add a redirect URL to the project.',
      );
    }
    if (!signup && !loginUrl) {
      throw new ApiError(
        400,
        'no_login_redirect_urls_set',
        'No login redirect URL: send login_magic_link_url or add a redirect URL to the project.',
      );
    }
  });
  const redirectUrl = (recipient.signup ? signupUrl : loginUrl) ?? '';
  const minutes = recipient.signup ? signupMinutes : loginMinutes;
  const record = issueToken(store, {
    kind: 'magic_link',
    user_id: recipient.user.user_id,
    email: body.email,
    minutes,
    ...(body.code_challenge ? { code_challenge: body.code_challenge } : {}),
    details: {
      email_id: recipient.emailId,
      signup: recipient.signup,
      attach: recipient.attach,
      template_id: (recipient.signup ? body.signup_template_id : body.login_template_id) ?? null,
    },
  });
  const link = tokenLink(redirectUrl, MAGIC_LINK_TOKEN_TYPE, record.token, store.project.token_type_param);
  store.deliver({
    channel: 'email',
    to: body.email,
    subject: recipient.signup ? `Finish signing up to ${project.name}` : `Your login link for ${project.name}`,
    body:
      `Click the link below to ${recipient.signup ? 'finish signing up' : 'log in'}. ` +
      `It expires in ${minutes} minutes and works once.\n\n${link}`,
    code: null,
    link,
  });
  return { user_id: recipient.user.user_id, email_id: recipient.emailId, user_created: recipient.created };
}

/**
 * Email magic links: login_or_create when there is no session, send/primary for an
 * existing user, send/secondary to add an email to the signed-in user, and authenticate. Authenticate also takes a
 * password-reset token: "Login without a password" on the reset form logs in with the reset email's token.
 */
export function registerMagicLinkRoutes(router: Router): void {
  router.sdk('POST', '/magic_links/email/login_or_create', (ctx) => sendMagicLink(ctx, 'login_or_create'));
  router.sdk('POST', '/magic_links/email/send/primary', (ctx) => sendMagicLink(ctx, 'primary'));
  router.sdk('POST', '/magic_links/email/send/secondary', (ctx) => sendMagicLink(ctx, 'secondary'), {
    session: 'required',
  });

  router.sdk('POST', '/magic_links/authenticate', async (ctx) => {
    const { store } = ctx;
    const body = parseBody(ctx.body, {
      token: 'string',
      code_verifier: 'string?',
      session_duration_minutes: 'number?',
    });
    // Every check runs before the token is consumed, so a refused call (a bad duration, the other PKCE verifier
    // the client falls back to) leaves the link usable.
    const minutes = sessionMinutes(body.session_duration_minutes);
    const record = liveToken(store, body.token, ['magic_link', 'password_reset'], {
      prefix: 'magic_link',
      what: 'magic link',
    });
    const pkceRequired =
      record.kind === 'password_reset'
        ? store.project.pkce_required_for_password_resets
        : store.project.pkce_required_for_email_magic_links;
    checkPkce(record.code_challenge, body.code_verifier, pkceRequired);
    const user = store.state.users[record.user_id];
    if (!user) throw errors.userNotFound();
    const address = record.email ?? '';
    let entry = emailOf(user, address);
    // A secondary send's address joins the user now. Unlike a passcode, a link may be opened in another browser
    // than the one holding the session, so the session is not required here: the send already was.
    if (!entry && record.details.attach === true && typeof record.details.email_id === 'string') {
      const owner = store.findUserByEmail(address);
      if (owner) throw new ApiError(400, 'duplicate_email', 'This email already belongs to another user.');
      entry = store.addEmail(user, { email_id: record.details.email_id, email: address, verified: false });
    }
    if (!entry) {
      throw new ApiError(404, 'email_not_found', 'The email this link was sent to is no longer on the user.');
    }
    record.used = true;
    // Following the link proves the address.
    entry.verified = true;
    return authResponse(
      ctx,
      user,
      {
        type: 'magic_link',
        delivery_method: 'email',
        email_factor: { email_id: entry.email_id, email_address: entry.email },
      },
      minutes,
      { method_id: entry.email_id, email_id: entry.email_id, reset_sessions: false },
    );
  });
}
