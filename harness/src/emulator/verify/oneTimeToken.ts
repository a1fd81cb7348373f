import { ApiError } from '../errors.ts';
import { inMinutes, isExpired, newSecret, type Store, type TokenRecord } from '../store.ts';

/** An S256 challenge is base64url(SHA-256(verifier)): 32 bytes, 43 characters without padding (RFC 7636 4.2). */
const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Refuses a `code_challenge` that is not an S256 challenge, so a bad one fails at start rather than at the end. */
export function requireChallengeFormat(challenge: string | undefined): void {
  if (challenge !== undefined && !CODE_CHALLENGE_PATTERN.test(challenge)) {
    throw new ApiError(
      400,
      'invalid_code_challenge',
      'code_challenge must be base64url(SHA-256(code_verifier)) without padding: 43 characters (pkce S256).',
    );
  }
}

/**
 * Checks an `*_expiration_minutes` value: a whole number of minutes in `[min, max]`, or the default when absent.
 * Refused with 400 `invalid_expiration`, naming the field and the range.
 */
export function expirationMinutes(
  value: number | undefined,
  field: string,
  range: { min: number; max: number; fallback: number },
): number {
  if (value === undefined) return range.fallback;
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new ApiError(
      400,
      'invalid_expiration',
      `${field} must be a whole number of minutes between ${range.min} and ${range.max}.`,
    );
  }
  return value;
}

/** Creates a random single-use token (magic link, password reset) on `store.state.tokens`, keyed by itself. */
export function issueToken(
  store: Store,
  fields: Omit<TokenRecord, 'token' | 'expires_at' | 'used'> & { minutes: number },
): TokenRecord {
  const { minutes, ...rest } = fields;
  const record: TokenRecord = { ...rest, token: newSecret(), expires_at: inMinutes(store.clock, minutes), used: false };
  return store.addToken(record);
}

/**
 * The link an email carries: the redirect URL, its own query kept, plus the token type parameter (named by
 * the project's `token_type_param`) and the token.
 */
export function tokenLink(redirectUrl: string, tokenType: string, token: string, param: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(param, tokenType);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The token record for a secret if it is of one of `kinds`, unused and unexpired. Otherwise throws
 * `{prefix}_not_found` (404), `{prefix}_already_used` (400) or `{prefix}_expired` (400). It does not consume the
 * token: callers mark it used only once every other check passed, so a PKCE retry or a better password can
 * still use it.
 */
export function liveToken(
  store: Store,
  secret: string,
  kinds: readonly TokenRecord['kind'][],
  names: { prefix: string; what: string },
): TokenRecord {
  // `hasOwn`: a secret such as `constructor` must not reach the object's prototype.
  const record = Object.hasOwn(store.state.tokens, secret) ? store.state.tokens[secret] : undefined;
  if (!record || !kinds.includes(record.kind)) {
    throw new ApiError(404, `${names.prefix}_not_found`, `The ${names.what} could not be found.`);
  }
  if (record.used) {
    throw new ApiError(400, `${names.prefix}_already_used`, `The ${names.what} was already used: request a new one.`);
  }
  if (isExpired(store.clock, record.expires_at)) {
    throw new ApiError(400, `${names.prefix}_expired`, `The ${names.what} has expired: request a new one.`);
  }
  return record;
}
