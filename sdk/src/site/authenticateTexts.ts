import { CHECKING_TEXT } from './checkingText.ts';

/** What an authenticate page shows at each step; a site overrides any of them (its language, its tone). */
export interface AuthenticateTexts {
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
  checking: CHECKING_TEXT,
  confirm: 'Continue to sign in on this device.',
  continue: 'Continue',
  signingIn: 'Signing you in…',
  noLink: 'This page finishes sign-in links; there is no link to finish.',
  failed: 'Sign-in failed: {message}',
};

/** The texts with a host's overrides over the English ones. */
export function authenticateTexts(overrides: Partial<AuthenticateTexts> = {}): AuthenticateTexts {
  return { ...DEFAULT_AUTHENTICATE_TEXTS, ...overrides };
}
