import { useEffect, useRef, useState } from 'react';
import {
  AuthError,
  errorMessageAtom,
  errorText,
  oneTapErrorInfo,
  oneTapPlacement,
  Spinner,
  useSetAtom,
  useWidget,
} from '../../kernel.ts';
import type { GoogleOneTapPrompt, OneTapErrorInfo } from '../../../client/googleOneTap.ts';
import type { OAuthProviderOptions } from '../../config.ts';
import { oneTapMessageKey } from './oneTapMessage.ts';
import { useHelperFrameHeight } from './useHelperFrameHeight.ts';

/** The error `onError` receives when the visitor closes the prompt: failure reason `user_cancel` (spec section 8). */
function dismissedError(): AuthError {
  const info: OneTapErrorInfo = { type: 'user_cancel', state: 'none', reason: 'user_cancel', message: 'The One Tap prompt was dismissed.' };
  return new AuthError('user_cancellation', info.message, { cause: info });
}

/**
 * The Google One Tap prompt (spec sections 2, 5, 7, 8): the provider's helper frame is loaded through
 * `client.oauth.googleOneTap`, which names the Google account to offer; the prompt offers it in one click, drawn
 * inside the widget or floating at the top right of the page. It is 47px high until the helper frame asks for
 * another height (debounced 100 ms).
 *
 * When the project cannot use One Tap here, the error state's message goes to the integrator (console and a
 * warning banner), `onError` gets the error (its cause carries the failure reason) and `onUnavailable` lets Main
 * fall back to the ordinary Google button; closing the prompt does the same with reason `user_cancel`.
 */
export function OneTapPrompt({ provider, onUnavailable }: { provider: OAuthProviderOptions; onUnavailable: () => void }) {
  const { client, config, t, emit, fail } = useWidget();
  const setError = useSetAtom(errorMessageAtom);
  const holder = useRef<HTMLDivElement>(null);
  const [prompt, setPrompt] = useState<GoogleOneTapPrompt | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const placement = oneTapPlacement(provider.position);
  const height = useHelperFrameHeight(holder, new URL(client.apiUrl).origin);

  /** Tells the integrator why One Tap is unavailable, then falls back. */
  function report(error: unknown) {
    const info = oneTapErrorInfo(error);
    const key = info ? oneTapMessageKey(info.state) : null;
    if (key) {
      const text = t(key, { origin: window.location.origin });
      console.error(text);
      setError(text);
    } else {
      console.error(`auth-widget: One Tap is unavailable: ${errorText(error)}`);
    }
    fail(error);
    onUnavailable();
  }
  const latestReport = useRef(report);
  useEffect(() => {
    latestReport.current = report;
  });

  useEffect(() => {
    let live = true;
    let started: GoogleOneTapPrompt | null = null;
    client.oauth.googleOneTap
      .start({
        login_redirect_url: config.oauthOptions?.loginRedirectURL,
        signup_redirect_url: config.oauthOptions?.signupRedirectURL,
        position: provider.position,
        container: holder.current ?? undefined,
      })
      .then(
        (opened) => {
          if (!live) {
            opened.cancel();
            return;
          }
          started = opened;
          setPrompt(opened);
        },
        (error: unknown) => {
          if (live) latestReport.current(error);
        },
      );
    return () => {
      live = false;
      started?.cancel();
    };
    // One helper frame per mount of the prompt; a changed config mounts the widget again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

  async function submit() {
    if (!prompt || submitting) return;
    setSubmitting(true);
    emit('one_tap_start', { provider: 'google' });
    try {
      // The client sends the page to the redirect URL with the OAuth token.
      await prompt.submit();
    } catch (error) {
      setSubmitting(false);
      report(error);
    }
  }

  function dismiss() {
    prompt?.cancel();
    fail(dismissedError());
    onUnavailable();
  }

  const name = prompt ? prompt.account.name || prompt.account.email : '';
  return (
    <section
      className="aw-one-tap"
      data-placement={placement}
      data-state={prompt ? 'ready' : 'loading'}
      aria-label={t('oneTap.frameTitle')}
      aria-busy={!prompt || submitting || undefined}
      style={{ height: `${height}px` }}
    >
      <div ref={holder} className="aw-one-tap-holder" aria-hidden="true" />
      {prompt ? (
        <>
          <button type="button" className="aw-one-tap-continue" disabled={submitting} onClick={() => void submit()}>
            {submitting ? <Spinner /> : <span className="aw-one-tap-g" aria-hidden="true">G</span>}
            <span className="aw-one-tap-text">
              <span className="aw-one-tap-name">{t('oneTap.continueAs', { name })}</span>
              {prompt.account.email && prompt.account.email !== name ? (
                <span className="aw-one-tap-email">{prompt.account.email}</span>
              ) : null}
            </span>
          </button>
          <button type="button" className="aw-icon-button aw-one-tap-close" aria-label={t('oneTap.dismiss')} disabled={submitting} onClick={dismiss}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
            </svg>
          </button>
        </>
      ) : (
        <span className="aw-one-tap-loading">
          <Spinner />
          <span className="aw-sr-only">{t('oneTap.loading')}</span>
        </span>
      )}
    </section>
  );
}
