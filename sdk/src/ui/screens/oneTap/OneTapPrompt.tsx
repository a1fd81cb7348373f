import { useEffect, useRef, useState } from 'react';
import {
  errorMessageAtom,
  errorText,
  isAuthError,
  oneTapErrorInfo,
  oneTapPlacement,
  Spinner,
  useSetAtom,
  useWidget,
} from '../../kernel.ts';
import type { GoogleOneTapPrompt } from '../../../client/products/googleOneTap/googleOneTap.ts';
import type { OAuthProviderOptions } from '../../config.ts';
import { oneTapMessageKey } from './oneTapMessage.ts';
import { useHelperFrameHeight } from './useHelperFrameHeight.ts';

/**
 * The Google One Tap prompt. `client.oauth.googleOneTap` asks the provider's helper
 * frame for the project's Google client and shows Google's own prompt: drawn inside this box for the embedded
 * positions (47px high until Google's frame asks for another height, debounced 100 ms), or floating at the top
 * right of the page, where Google puts it. Accepting it signs in and redirects with the OAuth token.
 *
 * When the project cannot use One Tap here, the error state's message goes to the integrator (console and a
 * warning banner), `onError` gets the error (its cause carries the failure reason) and `onUnavailable` lets Main
 * fall back to the ordinary Google button; closing Google's prompt does the same with reason `user_cancel`.
 */
export function OneTapPrompt({ provider, onUnavailable }: { provider: OAuthProviderOptions; onUnavailable: () => void }) {
  const { client, config, t, emit, fail, idPrefix } = useWidget();
  const setError = useSetAtom(errorMessageAtom);
  const holder = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLElement>(null);
  // Google finds the element by id: the widget's prefix, which a server's markup and its takeover share.
  const holderId = `${idPrefix}-one-tap`;
  const [prompt, setPrompt] = useState<GoogleOneTapPrompt | null>(null);
  const placement = oneTapPlacement(provider.position);
  const height = useHelperFrameHeight(holder);
  // Set from script (CSSOM), which a CSP without 'unsafe-inline' allows where it drops a `style` attribute; until
  // then, and in a server's markup, the CSS gives the default height.
  useEffect(() => {
    if (placement === 'embedded') box.current?.style.setProperty('height', `${height}px`);
  }, [placement, height]);

  /** Tells the integrator why One Tap is unavailable (a closed prompt needs no telling), then falls back. */
  function report(error: unknown) {
    const info = oneTapErrorInfo(error);
    const key = info ? oneTapMessageKey(info.state) : null;
    if (key) {
      const text = t(key, { origin: window.location.origin });
      console.error(text);
      setError(text);
    } else if (!isAuthError(error, 'user_cancellation')) {
      console.error(`auth-widget: One Tap is unavailable: ${errorText(error, t)}`);
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
        ...(placement === 'embedded' ? { prompt_parent_id: holderId } : {}),
        onSubmit: () => emit('one_tap_start', { provider: 'google' }),
      })
      .then(
        (opened) => {
          if (!live) {
            opened.cancel();
            return;
          }
          started = opened;
          setPrompt(opened);
          // The client follows the redirect itself; only a prompt that ends otherwise needs the widget.
          opened.result.catch((error: unknown) => {
            if (live) latestReport.current(error);
          });
        },
        (error: unknown) => {
          if (live) latestReport.current(error);
        },
      );
    return () => {
      live = false;
      started?.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- One prompt per mount; a changed config mounts the widget again.
  }, [client]);

  return (
    <section
      ref={box}
      className="aw-one-tap"
      data-placement={placement}
      data-state={prompt ? 'ready' : 'loading'}
      aria-label={t('oneTap.frameTitle')}
      aria-busy={!prompt || undefined}
    >
      <div ref={holder} id={holderId} className="aw-one-tap-holder" />
      {prompt ? null : (
        <span className="aw-one-tap-loading">
          <Spinner />
          <span className="aw-sr-only">{t('oneTap.loading')}</span>
        </span>
      )}
    </section>
  );
}
