// From the kernel, as the client's other lazy parts: a lazy chunk then shares the first load's chunk as it is.
import { AuthError } from '../client/core/kernel.ts';
import { LINK_TOKEN_TYPES } from '../protocol/linkTokenTypes.ts';
import type { AuthenticateLink } from './authenticateLink.ts';

/** What an authenticate page does with the link it was opened with. */
export type AuthenticateStep =
  /** There is no link: the page says so. */
  | { kind: 'none' }
  /** A password reset link: its token goes on to the reset form. */
  | { kind: 'reset'; token: string }
  /** A magic link that waits for the visitor's Continue before it is used. */
  | { kind: 'confirm'; link: AuthenticateLink }
  /** A link to use now. */
  | { kind: 'finish'; link: AuthenticateLink }
  /** A link the page cannot finish (an `unknown_link_type` error). */
  | { kind: 'failed'; error: AuthError };

export interface AuthenticateStepOptions {
  /** Wait for the visitor's Continue before using a magic link (true when absent). */
  confirmMagicLinks?: boolean;
  /** The link is already being used on this page (a remount after Continue): it is not asked for again. */
  started?: boolean;
}

/** True for the token types that `magicLinks.authenticate` takes. */
export function isMagicLinkType(tokenType: string): boolean {
  return tokenType === LINK_TOKEN_TYPES.magicLink || tokenType === LINK_TOKEN_TYPES.login;
}

/** The `unknown_link_type` error for a token type no authenticate page finishes. */
export function unknownLinkType(tokenType: string): AuthError {
  return new AuthError(
    'unknown_link_type',
    `Unknown link type "${tokenType}": this page finishes magic links (${LINK_TOKEN_TYPES.magicLink}, ${LINK_TOKEN_TYPES.login}), ` +
      `OAuth redirects (${LINK_TOKEN_TYPES.oauth}) and password reset links (${LINK_TOKEN_TYPES.resetPassword}).`,
  );
}

/**
 * Decides what to do with a link. A magic link waits for Continue unless `confirmMagicLinks` is false: mail scanners
 * open the links in the mail they check, and some run the page's scripts, so a link used on opening would be spent
 * before its owner came. An OAuth redirect comes straight from the provider in the visitor's own browser, and is
 * finished at once.
 */
export function authenticateStep(link: AuthenticateLink | null, options: AuthenticateStepOptions = {}): AuthenticateStep {
  if (!link) return { kind: 'none' };
  const { tokenType, token } = link;
  if (tokenType === LINK_TOKEN_TYPES.resetPassword) return { kind: 'reset', token };
  if (isMagicLinkType(tokenType)) {
    return (options.confirmMagicLinks ?? true) && !options.started ? { kind: 'confirm', link } : { kind: 'finish', link };
  }
  if (tokenType === LINK_TOKEN_TYPES.oauth) return { kind: 'finish', link };
  return { kind: 'failed', error: unknownLinkType(tokenType) };
}
