import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors.ts';

/** base64url(SHA-256(verifier)): the S256 method of RFC 7636, the only one the spec uses. */
export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * Checks a `code_verifier` against the `code_challenge` stored when the flow started (RFC 7636 section 4.6).
 * A flow started with a challenge must finish with its verifier; a flow started without one must not send a
 * verifier, and is refused when the project requires PKCE for it. Every refusal mentions PKCE, which is how a
 * client knows to try another stored verifier.
 */
export function checkPkce(storedChallenge: string | undefined, verifier: string | undefined, required: boolean): void {
  if (storedChallenge) {
    if (!verifier) {
      throw new ApiError(400, 'missing_code_verifier', 'This flow was started with PKCE: a code_verifier is required (pkce).');
    }
    const expected = Buffer.from(storedChallenge);
    const actual = Buffer.from(challengeOf(verifier));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw new ApiError(400, 'pkce_mismatch', 'The code_verifier does not match the code_challenge (pkce mismatch).');
    }
    return;
  }
  if (verifier) {
    throw new ApiError(400, 'pkce_mismatch', 'A code_verifier was sent but the flow was started without a code_challenge (pkce mismatch).');
  }
  if (required) {
    throw new ApiError(400, 'pkce_required', 'This project requires PKCE for this flow: start it with a code_challenge (pkce).');
  }
}

/** Refuses to start a flow without a challenge when the project requires PKCE for it. */
export function requireChallenge(challenge: string | undefined, required: boolean): void {
  if (required && !challenge) {
    throw new ApiError(400, 'missing_code_challenge', 'This project requires PKCE for this flow: send a code_challenge (pkce).');
  }
}
