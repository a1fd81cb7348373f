import { createContext, useContext } from 'react';
import type { createStore } from 'jotai/vanilla';
import type { AuthClient } from '../client/createAuthClient.ts';
import type { BootstrapData } from '../protocol/types.ts';
import type { WidgetCallbacks, WidgetConfig, WidgetEventType, WidgetStyles } from './config.ts';
import type { StringKey, StringsOverride } from './strings/index.ts';

/** Which mount entry point rendered the widget (spec section 2 "Routes"). */
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
  /** Bootstrap data, or null until it arrives (the section 9 defaults when it fails). */
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
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The widget context; screens are only rendered inside the widget root. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget() must be called inside the widget root');
  return value;
}
