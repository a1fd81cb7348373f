import { createContext, useContext } from 'react';
import type { createStore } from 'jotai/vanilla';
import type { AuthClient } from '../../client/createAuthClient.ts';
import type { BootstrapData } from '../../protocol/types.ts';
import type { WidgetCallbacks, WidgetConfig, WidgetEventType, WidgetStyles } from '../config.ts';
import type { StringKey, StringsOverride } from '../strings/index.ts';

/** Which mount entry point rendered the widget. */
export type WidgetEntry = 'login' | 'resetPassword' | 'passkeyRegistration';

/** Everything a screen needs besides its atoms. */
export interface WidgetContextValue {
  entry: WidgetEntry;
  client: AuthClient;
  config: WidgetConfig;
  styles: WidgetStyles;
  callbacks: WidgetCallbacks;
  /** The host's overrides of the texts, in any locale (`t` falls back on the locale's catalogue, then English). */
  strings: StringsOverride;
  /** The widget's own jotai store (never the host page's default store). */
  store: ReturnType<typeof createStore>;
  /** The CSP nonce the widget was given, for the `<style>` elements it adds to the page. */
  nonce: string | undefined;
  /** Bootstrap data, or null until it arrives (the defaults when it fails: no watermark, captcha and PKCE off). */
  bootstrap: BootstrapData | null;
  /** The locale the texts are in (a shipped one, `en` by default), for numbers and names formatted with `Intl`. */
  locale: string;
  /** A text of the locale's catalogue (or the host's override) with its arguments and plurals filled (`formatMessage`). */
  t: (key: StringKey, values?: Record<string, string | number>) => string;
  /** Reports a step to the host's `onEvent`. */
  emit: (type: WidgetEventType, data?: unknown) => void;
  /** Reports a finished flow to `onSuccess`. */
  succeed: (response: unknown) => void;
  /** Reports a failure to `onError`. */
  fail: (error: unknown) => void;
  /** Session duration for every authenticate call (config `sessionOptions`, default 30). */
  sessionDurationMinutes: number;
  /**
   * True when the widget's first render was a server's, or the takeover of a server's markup in the browser (a
   * hydration, or the client render that replaces a declarative shadow root's markup): its texts stay in the
   * server's locale, and its first screen keeps the page's focus.
   */
  fromServer: boolean;
  /**
   * False while the markup is a server's that the widget has not taken over yet (on the server, and in the
   * hydrating render): its buttons are disabled and say the form is loading, since nothing would answer them. True
   * from the first render of a widget rendered in the browser, and right after a takeover.
   */
  interactive: boolean;
  /** Prefix of the ids the first screen's elements carry: the same on the server and in the browser taking it over. */
  idPrefix: string;
  /** Where the server's markup being taken over is (`useTypedBeforeTakeover` reads its fields); null without one. */
  serverMarkup: () => ParentNode | null | undefined;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The widget context; screens are only rendered inside the widget root. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget() must be called inside the widget root');
  return value;
}
