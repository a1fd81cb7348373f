import { CHECKING_TEXT, HEADING_TEXT } from './checkingText.ts';
import { headingOf } from './headingOf.ts';

/** What an authenticate page shows at each step; a site overrides any of them (its language, its tone). */
export interface AuthenticateTexts {
  /** The page's heading, where the page lets the sdk write it (`heading`). */
  heading: string;
  /** Before the link is read, and while the page leaves for the reset form. */
  checking: string;
  /** A magic link waits for the visitor's Continue. */
  confirm: string;
  /** The Continue button's label. */
  continue: string;
  /** The link is being used. */
  signingIn: string;
  /** The page was opened without a link. */
  noLink: string;
  /** The link could not be used; `{message}` is the error's message. */
  failed: string;
}

/** The texts in English. */
export const DEFAULT_AUTHENTICATE_TEXTS: AuthenticateTexts = {
  heading: HEADING_TEXT,
  checking: CHECKING_TEXT,
  confirm: 'Continue to sign in on this device.',
  continue: 'Continue',
  signingIn: 'Signing you in…',
  noLink: 'This page finishes sign-in links; there is no link to finish.',
  failed: 'Sign-in failed: {message}',
};

/** The texts with a host's overrides over the English ones; the heading follows `signingIn` unless worded too. */
export function authenticateTexts(overrides: Partial<AuthenticateTexts> = {}): AuthenticateTexts {
  const texts = { ...DEFAULT_AUTHENTICATE_TEXTS, ...overrides };
  return overrides.heading === undefined ? { ...texts, heading: headingOf(texts.signingIn) } : texts;
}
