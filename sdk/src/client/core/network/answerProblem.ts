import { isRecord } from '../isRecord.ts';
import type { AnswerKind } from './networkTypes.ts';

/*
 * The checks an answer passes before the client stores or uses anything of it: each call names the kind of its
 * answer (`RequestOptions.answer`), and a `data` whose fields do not have their protocol types (`protocol/types.ts`)
 * fails the call with `invalid_response` instead of writing `[object Object]` to a cookie or a user of `{}` to every
 * tab. Only the fields the client and the widget read are checked: a provider that adds fields, or sends fields we
 * never read in another shape, is not refused. This module comes with the request parts, never the first load.
 */

/**
 * A field's type: `s` string, `S` non-empty string, `n` finite number, `b` boolean, `o` object, `a` array, `d` a
 * string `Date` can read; `?` after it allows the field to be absent or null. An object is a nested shape (`{ '?':
 * shape }` when it may be absent or null), and a one-element array an array whose items have that shape.
 */
type Field = string | Shape | [Shape];
interface Shape {
  [field: string]: Field;
}

const registration: Shape = { webauthn_registration_id: 'S', name: 's?' };

/** What the client and the widget read of a user (`User`): its id and the factor lists they list or delete from. */
const user: Shape = {
  user_id: 'S',
  emails: [{ email_id: 'S', email: 's' }],
  phone_numbers: [{ phone_id: 'S', phone_number: 's' }],
  webauthn_registrations: [registration],
  totps: [{ totp_id: 'S' }],
  providers: 'a',
  crypto_wallets: [{ crypto_wallet_id: 'S', crypto_wallet_address: 's' }],
  biometric_registrations: 'a?',
  name: 'o?',
  untrusted_metadata: 'o?',
  trusted_metadata: 'o?',
  roles: 'a?',
};

const session: Shape = {
  session_id: 'S',
  expires_at: 'd',
  started_at: 'd?',
  last_accessed_at: 'd?',
  user_id: 's?',
  authentication_factors: 'a?',
  roles: 'a?',
};

/** The tokens and session of a sign-in (`AuthenticateResponse`); the user is checked apart, in either of its places. */
const signedIn: Shape = { session_token: 'S', session_jwt: 'S', session };

const bootstrap: Shape = {
  disable_sdk_watermark: 'b?',
  captcha_settings: { '?': { enabled: 'b?', siteKey: 's?' } },
  cname_domain: 's?',
  email_domains: 'a?',
  pkce_required_for_email_magic_links: 'b?',
  pkce_required_for_password_resets: 'b?',
  pkce_required_for_oauth: 'b?',
  pkce_required_for_sso: 'b?',
  slug_pattern: 's?',
  create_organization_enabled: 'b?',
  password_config: 'o?',
  dfp_protected_auth_enabled: 'b?',
  dfp_protected_auth_mode: 's?',
  rbac_policy: 'o?',
};

/** The shapes of the answers that are not about a session or a user (those are `signInProblem`'s and `userProblem`'s). */
const SHAPES: Partial<Record<AnswerKind, Shape>> = {
  sent: { method_id: 'S' },
  walletStart: { challenge: 'S' },
  creationOptions: { public_key_credential_creation_options: 's' },
  requestOptions: { public_key_credential_request_options: 's' },
  strength: { valid_password: 'b', score: 'n', strength_policy: 's', breached_password: 'b?', feedback: { warning: 's?', suggestions: 'a?', luds_requirements: 'o?' } },
  search: { userType: 'S' },
  totpCreate: { totp_id: 'S', secret: 'S', qr_code: 's', recovery_codes: 'a' },
  recoveryCodes: { totps: [{ totp_id: 'S', recovery_codes: 'a' }] },
  registration: { webauthn_registration: { '?': { webauthn_registration_id: 'S', name: 's' } } },
  memberSearch: { member: { '?': { member_id: 'S', email_address: 's' } }, organization: { organization_id: 'S' } },
  bootstrap,
};

function typeProblem(value: unknown, type: string): string | null {
  const optional = type.endsWith('?');
  if (value === undefined || value === null) return optional ? null : 'is missing';
  switch (type.replace('?', '')) {
    case 's':
      return typeof value === 'string' ? null : 'must be a string';
    case 'S':
      return typeof value === 'string' && value !== '' ? null : 'must be a non-empty string';
    case 'n':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'b':
      return typeof value === 'boolean' ? null : 'must be a boolean';
    case 'o':
      return isRecord(value) ? null : 'must be an object';
    case 'a':
      return Array.isArray(value) ? null : 'must be an array';
    case 'd':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : 'must be a date';
    default:
      return `has an unknown type ${type}`;
  }
}

/** The first field of `value` that does not match `shape`, as "path must be …", or null. */
function shapeProblem(value: unknown, shape: Shape, path: string): string | null {
  if (!isRecord(value)) return `${path || 'data'} must be an object`;
  for (const [name, field] of Object.entries(shape)) {
    const at = path ? `${path}.${name}` : name;
    const item = value[name];
    if (typeof field === 'string') {
      const problem = typeProblem(item, field);
      if (problem) return `${at} ${problem}`;
    } else if (Array.isArray(field)) {
      if (!Array.isArray(item)) return `${at} must be an array`;
      for (const [index, element] of item.entries()) {
        const problem = shapeProblem(element, field[0], `${at}[${index}]`);
        if (problem) return problem;
      }
    } else if (isRecord(field['?'])) {
      const problem = item == null ? null : shapeProblem(item, field['?'], at);
      if (problem) return problem;
    } else {
      const problem = shapeProblem(item, field, at);
      if (problem) return problem;
    }
  }
  return null;
}

/** The user of an answer, where the provider puts it (`userOf`: `__user` first), checked. */
function answerUserProblem(data: Record<string, unknown>): string | null {
  const place = data.__user != null ? '__user' : 'user';
  return shapeProblem(data[place], user, place);
}

/**
 * A sign-in answer holds a whole session (tokens, session and user, all valid) or only an intermediate token (a
 * second factor is due); anything else, a half session included, is refused rather than read as a sign-out.
 */
function signInProblem(data: Record<string, unknown>, orUser: boolean): string | null {
  const hasSession = data.session_token != null || data.session_jwt != null || data.session != null;
  if (hasSession) return shapeProblem(data, signedIn, '') ?? answerUserProblem(data);
  if (data.intermediate_session_token != null) {
    return typeProblem(data.intermediate_session_token, 'S') && 'intermediate_session_token must be a non-empty string';
  }
  // A passkey registered by a signed-in user may come back with the user alone.
  if (orUser) return answerUserProblem(data);
  return 'session_token is missing';
}

/**
 * Why the `data` of an answer of this kind cannot be used, as "field must be …" (no value is quoted: it may be a
 * token), or null when it can.
 */
export function answerProblem(kind: AnswerKind, data: Record<string, unknown>): string | null {
  switch (kind) {
    case 'signIn':
      return signInProblem(data, false);
    case 'signInOrUser':
      return signInProblem(data, true);
    case 'user':
      return shapeProblem(data, user, '');
    case 'withUser':
      return answerUserProblem(data);
    default: {
      const shape = SHAPES[kind];
      return shape ? shapeProblem(data, shape, '') : null;
    }
  }
}
