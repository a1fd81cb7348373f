import type { AuthClient } from '../client/createAuthClient.ts';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../protocol/constants.ts';
import type { WidgetConfig } from '../ui/config.ts';
import { takeAuthenticateLink, type AuthenticateLink } from './authenticateLink.ts';
import { authenticateStep } from './authenticateStep.ts';
import { authenticateTexts, type AuthenticateTexts } from './authenticateTexts.ts';
import { finishAuthenticateLink, linkStarted } from './finishAuthenticateLink.ts';
import { handOffResetToken } from './resetTokenHandOff.ts';

/** The options of an authenticate page, whatever renders it. */
export interface AuthenticateLinkOptions {
  client: AuthClient;
  /** The link to finish; taken from the page's address (`takeAuthenticateLink`) when absent. */
  link?: AuthenticateLink | null;
  /** The widget's config: its `sessionOptions.sessionDurationMinutes` is the session's length (30 when absent). */
  config?: Pick<WidgetConfig, 'sessionOptions'>;
  /** Wait for the visitor's Continue before using a magic link (true when absent): mail scanners open links. */
  confirmMagicLinks?: boolean;
  /** Where a signed-in visitor goes (`/account` when absent). */
  signedInUrl?: string;
  /** The reset form a reset link's token is handed to (`/reset-password` when absent). */
  resetPasswordUrl?: string;
  /** Goes to a URL; `window.location.replace` when absent, so the page of the link leaves the history. */
  navigate?: (url: string) => void;
  /** Called with the error when a link cannot be used, as the page shows it. */
  onError?: (error: Error) => void;
  /** Texts to show in place of the English ones. */
  texts?: Partial<AuthenticateTexts>;
}

/** Where an authenticate page is. */
export type AuthenticateState =
  | { status: 'checking' }
  | { status: 'no-link' }
  | { status: 'confirm' }
  | { status: 'signing-in' }
  /** Signed in, on the way to `signedInUrl`. */
  | { status: 'signed-in' }
  /** On the way to the reset form with the token handed over. */
  | { status: 'reset' }
  | { status: 'failed'; error: Error };

/** What an authenticate page shows: its state, the text for it, the Continue button's label and the page's heading. */
export interface AuthenticateView {
  state: AuthenticateState;
  message: string;
  continueLabel: string;
  heading: string;
}

/** A running authenticate page. */
export interface AuthenticateLinkRun {
  /** The visitor's Continue: uses the magic link that waits for it (nothing otherwise). */
  confirm(): void;
  /** Stops reporting and navigating (an unmount); a call in flight still ends, and its token stays used. */
  stop(): void;
}

/** The text a page shows in a state. */
export function authenticateMessage(state: AuthenticateState, texts: Partial<AuthenticateTexts> = {}): string {
  const t = authenticateTexts(texts);
  switch (state.status) {
    case 'checking':
    case 'reset':
      return t.checking;
    case 'no-link':
      return t.noLink;
    case 'confirm':
      return t.confirm;
    case 'signing-in':
    case 'signed-in':
      return t.signingIn;
    case 'failed':
      return t.failed.replace('{message}', () => state.error.message);
  }
}

/**
 * Runs an authenticate page: takes the link out of the address bar, then says there is none, hands a reset link's
 * token to the reset form and goes there, waits for Continue on a magic link, or uses the link once and goes to
 * `signedInUrl`. `onView` hears each step, with the texts to show. Browser only (call it from an effect or a page
 * script).
 */
export function startAuthenticateLink(options: AuthenticateLinkOptions, onView: (view: AuthenticateView) => void): AuthenticateLinkRun {
  let stopped = false;
  const { continue: continueLabel, heading } = authenticateTexts(options.texts);
  const show = (state: AuthenticateState) => {
    if (!stopped) onView({ state, message: authenticateMessage(state, options.texts), continueLabel, heading });
  };
  const navigate = (url: string) => {
    if (!stopped) (options.navigate ?? ((to: string) => window.location.replace(to)))(url);
  };
  const fail = (error: Error) => {
    if (stopped) return;
    show({ status: 'failed', error });
    options.onError?.(error);
  };
  const link = options.link === undefined ? takeAuthenticateLink() : options.link;
  const step = authenticateStep(link, { confirmMagicLinks: options.confirmMagicLinks, started: link ? linkStarted(link.token) : false });

  let confirmed = false;
  function finish() {
    if (step.kind !== 'finish' && step.kind !== 'confirm') return;
    show({ status: 'signing-in' });
    const sessionDurationMinutes = options.config?.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;
    finishAuthenticateLink({ client: options.client, link: step.link, sessionDurationMinutes }).then(() => {
      show({ status: 'signed-in' });
      navigate(options.signedInUrl ?? '/account');
    }, fail);
  }

  if (step.kind === 'none') show({ status: 'no-link' });
  else if (step.kind === 'failed') fail(step.error);
  else if (step.kind === 'confirm') show({ status: 'confirm' });
  else if (step.kind === 'finish') finish();
  else {
    handOffResetToken(step.token);
    show({ status: 'reset' });
    navigate(options.resetPasswordUrl ?? '/reset-password');
  }

  return {
    confirm() {
      if (step.kind !== 'confirm' || confirmed) return;
      confirmed = true;
      finish();
    },
    stop() {
      stopped = true;
    },
  };
}
