import { Suspense, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../protocol/constants.ts';
import type { BootstrapData } from '../protocol/types.ts';
import { afterPaint, afterPaintWhenIdle } from './afterPaint.ts';
import { ErrorBoundary, reportRenderError } from './components/ErrorBoundary.tsx';
import { optionalPart } from './optionalPart.ts';
import { defaultText, withScreenStrings } from './strings/catalogue.ts';
import { formatMessage } from './strings/formatMessage.ts';
import { useLocale } from './strings/useLocale.ts';
import { themeRule } from './theme/themeRule.ts';
import { ScreenSwitch } from './ScreenSwitch.tsx';
import { WidgetContext, type WidgetContextValue } from './state/WidgetContext.tsx';

/** What the widget root is rendered with (by a mount function or a React component): its context, less what it derives. */
export type WidgetProps = Pick<WidgetContextValue, 'entry' | 'client' | 'config' | 'styles' | 'callbacks' | 'strings' | 'store'> & {
  /** The `nonce` option: the CSP nonce of the `<style>` elements the widget renders or adds. */
  nonce?: string | undefined;
  /** The `locale` option (BCP 47); the browser's languages when absent (English on a server). */
  locale?: string | undefined;
  /** The first render is a server's, or takes a server's markup over (see `WidgetContextValue.fromServer`). */
  fromServer?: boolean | undefined;
  /** The ids' prefix of the server's markup being taken over; a fresh one otherwise. */
  idPrefix?: string | undefined;
  /** Where the server's markup being taken over is, to read what the visitor typed into it. */
  serverMarkup?: (() => ParentNode | null | undefined) | undefined;
};

const noMarkup = () => null;

/**
 * The reCAPTCHA notice, with its texts, fetched only for a project with captcha on. A failed fetch renders nothing;
 * reCAPTCHA's own badge then stays visible, which its terms accept as well.
 */
const CaptchaNotice = optionalPart(() =>
  withScreenStrings(import('./screens/captcha/CaptchaNotice.tsx')).then((module) => module.CaptchaNotice),
);

/**
 * The powered-by mark, which only a bootstrap answer can ask for: its code and text are fetched when one does, since
 * the mark could not show any earlier.
 */
const Watermark = optionalPart(() => withScreenStrings(import('./screens/watermark/Watermark.tsx')).then((module) => module.Watermark));

/**
 * The toast area. Only the screens after Main show toasts (a passcode or an email sent again), so it is not part of
 * the first load: it comes, with those screens' texts, once the browser is idle after the first screen, long before
 * any of those screens can show one, so that its live regions are on the page before a toast is added to them.
 */
const Toasts = optionalPart(() => withScreenStrings(import('./screens/toasts/Toasts.tsx')).then((module) => module.Toasts));

/** Calls a host callback without letting a throwing callback break the widget. */
function safely<A extends unknown[]>(name: string, callback: ((...args: A) => void) | undefined, ...args: A): void {
  if (!callback) return;
  try {
    callback(...args);
  } catch (error) {
    console.error(`auth-widget: the ${name} callback threw`, error);
  }
}

/**
 * The widget root: its store, context, theme, the current screen (behind `ScreenSwitch`'s error boundary), the watermark
 * and the toasts.
 */
export function Widget({ entry, client, config, styles, callbacks, strings, store, nonce, locale, fromServer = false, idPrefix, serverMarkup }: WidgetProps) {
  const loaded = useLocale(locale, fromServer);
  const autoId = useId();
  const ids = idPrefix ?? `aw${autoId}`;
  // Server markup gets its handlers in the render that takes it over; its buttons come alive in the render right after
  // it, before the browser paints.
  const [interactive, setInteractive] = useState(!fromServer);
  useLayoutEffect(() => setInteractive(true), []);
  const [bootstrap, setBootstrap] = useState<BootstrapData | null>(null);
  useEffect(() => {
    let live = true;
    // Main renders with the defaults and updates when the answer comes: the call waits for the first paint, so the
    // first screen never waits on the network or on the request's telemetry.
    const cancel = afterPaint(() => {
      void client.getBootstrap().then((data) => {
        if (live) setBootstrap(data);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [client]);

  const [toastsReady, setToastsReady] = useState(false);
  useEffect(() => afterPaintWhenIdle(() => setToastsReady(true)), []);

  useEffect(() => {
    // `options`, as the reference provider's UI names the config in this event's details.
    if (entry === 'login') client.logEvent('render_login_screen', { options: config });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Logged once per mount of the login entry, with the config it rendered.
  }, [client, entry]);

  const language = loaded?.locale ?? 'en';
  const catalogue = loaded?.strings;
  const value = useMemo<WidgetContextValue>(
    () => ({
      entry,
      client,
      config,
      styles,
      callbacks,
      strings,
      store,
      nonce,
      bootstrap,
      locale: language,
      // The host's overrides win key by key in any locale, then the locale's catalogue, then English.
      t: (key, values) => formatMessage(strings[key] ?? catalogue?.[key] ?? defaultText(key), values, language),
      emit: (type, data) => safely('onEvent', callbacks.onEvent, { type, data }),
      succeed: (response) => safely('onSuccess', callbacks.onSuccess, response),
      fail: (error) => safely('onError', callbacks.onError, error),
      sessionDurationMinutes: config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES,
      fromServer,
      interactive,
      idPrefix: ids,
      serverMarkup: serverMarkup ?? noMarkup,
    }),
    [entry, client, config, styles, callbacks, strings, store, nonce, bootstrap, language, catalogue, fromServer, interactive, ids, serverMarkup],
  );

  const theme = useMemo(() => themeRule(ids, styles), [ids, styles]);

  return (
    <WidgetContext.Provider value={value}>
      <div className="aw-root" data-entry={entry} data-id-prefix={ids} lang={language} dir={loaded?.rtl ? 'rtl' : 'ltr'}>
        {/* The theme, scoped to this root by its prefix: a `<style>` with the nonce applies under a CSP that drops style attributes. */}
        <style nonce={nonce}>{theme}</style>
        {loaded && (
          <>
            {interactive ? null : (
              // What the waiting buttons are described by (aria-describedby) until the widget takes its markup over.
              <span id={`${ids}-wait`} className="aw-sr-only">
                {value.t('common.loading')}
              </span>
            )}
            <ScreenSwitch />
            {/* The parts the widget can do without render nothing when they throw, as when their code fails to load. */}
            <ErrorBoundary fallback={null} onError={(error) => reportRenderError(value.fail, 'The notices or toasts', error)}>
              {bootstrap?.captcha_settings?.enabled === true && (
                <Suspense fallback={null}>
                  <CaptchaNotice />
                </Suspense>
              )}
              {bootstrap?.disable_sdk_watermark === false && (
                <Suspense fallback={null}>
                  <Watermark />
                </Suspense>
              )}
              {toastsReady && (
                <Suspense fallback={null}>
                  <Toasts />
                </Suspense>
              )}
            </ErrorBoundary>
          </>
        )}
      </div>
    </WidgetContext.Provider>
  );
}
