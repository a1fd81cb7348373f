import { useEffect, useRef, useState } from 'react';
import { CHECKING_TEXT, HEADING_TEXT } from '../site/checkingText.ts';
import { headingOf } from '../site/headingOf.ts';
import type { AuthenticateLink } from '../site/authenticateLink.ts';
import type { AuthenticateLinkOptions, AuthenticateLinkRun, AuthenticateView } from '../site/startAuthenticateLink.ts';
import type { AuthenticateLocaleOptions } from '../ui/strings/loadAuthenticateTexts.ts';
import { useAuthClient } from './useAuthClient.ts';

/**
 * The authenticate step's options and its language's; the client is the nearest `AuthProvider`'s. `heading` renders
 * the page's `<h1>` too, in the status line's language.
 */
export type AuthenticateLinkProps = Omit<AuthenticateLinkOptions, 'client'> & AuthenticateLocaleOptions & { heading?: boolean };

/** What an authenticate page shows, its language and direction, and the visitor's Continue (for `state.status === 'confirm'`). */
export interface AuthenticateLinkView extends AuthenticateView {
  lang?: string;
  dir?: 'ltr' | 'rtl';
  confirm: () => void;
}

/**
 * The first texts, the same on a server and in the browser's first render: the site's own, else English unless the
 * `locale` option asks for another language (whose catalogue is not loaded yet, so nothing rather than English).
 */
function firstTexts(options: AuthenticateLinkProps): { message: string; heading: string } {
  const english = options.locale === undefined || /^\s*en(?![^-;,\s])/i.test(options.locale);
  const signingIn = options.texts?.signingIn ?? options.strings?.['authenticate.signingIn'];
  return {
    message: options.texts?.checking ?? options.strings?.['authenticate.checking'] ?? (english ? CHECKING_TEXT : ''),
    heading: options.texts?.heading ?? (signingIn === undefined ? (english ? HEADING_TEXT : '') : headingOf(signingIn)),
  };
}

/**
 * Runs the authenticate step (`startAuthenticateLink` of `@auth-widget/sdk/site`) for a React page: `checking` on
 * a server and in the first render; in the browser an effect loads the step's code (a chunk of its own, so pages
 * without it don't pay for it) and the visitor's catalogue (`locale`, else the browser's languages), then takes the
 * link. StrictMode's second effect gets the same link and the same use
 * of its token, so nothing is sent twice. Options are read when the page starts; a new client starts it again.
 */
export function useAuthenticateLink(options: AuthenticateLinkProps): AuthenticateLinkView {
  const client = useAuthClient();
  const [view, setView] = useState<Omit<AuthenticateLinkView, 'confirm'>>(() => ({
    state: { status: 'checking' },
    ...firstTexts(options),
    continueLabel: '',
  }));
  const run = useRef<AuthenticateLinkRun | null>(null);
  // The link this page took from the address, kept for a later effect (a new client's), which finds the address clean.
  const taken = useRef<{ link: AuthenticateLink | null } | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    let stopped = false;
    void import('./siteCore.ts').then(async ({ startAuthenticateLink, takeAuthenticateLink, loadAuthenticateTexts }) => {
      const { locale, dir, texts } = await loadAuthenticateTexts(latest.current);
      if (stopped) return;
      taken.current ??= { link: latest.current.link === undefined ? takeAuthenticateLink() : latest.current.link };
      run.current = startAuthenticateLink({ ...latest.current, texts, client, link: taken.current.link }, (next) =>
        setView({ ...next, lang: locale, dir }),
      );
    });
    return () => {
      stopped = true;
      run.current?.stop();
    };
  }, [client]);

  return { ...view, confirm: () => run.current?.confirm() };
}

/**
 * The authenticate page's status and Continue button, for the page that magic links, OAuth redirects and password
 * reset links lead to: it signs the visitor in and goes to `signedInUrl`, hands a reset link's token to the reset
 * form, or says why it could not. Renders on a server too (the `checking` text); the link is read in the browser.
 */
export function AuthenticateLink(props: AuthenticateLinkProps) {
  const { state, message, continueLabel, heading, lang, dir, confirm } = useAuthenticateLink(props);
  return (
    <>
      {props.heading && heading ? (
        <h1 lang={lang} dir={dir}>
          {heading}
        </h1>
      ) : null}
      <p role="status" lang={lang} dir={dir}>
        {message}
      </p>
      {state.status === 'confirm' ? (
        <button type="button" lang={lang} dir={dir} autoFocus onClick={confirm}>
          {continueLabel}
        </button>
      ) : null}
    </>
  );
}
