import type { WidgetConfig } from './config.ts';
import { loadFirstScreen } from './firstScreen.ts';
import { loadCaptureScript } from './server/serverCaptureScript.ts';
import { localeKey } from './strings/useLocale.ts';
import type { WidgetEntry } from './state/WidgetContext.tsx';

/** What `prepareFirstScreen` loads for: the widget's entry, config and `locale` option. */
export interface PrepareFirstScreenOptions {
  /** Which widget: `login` (`<Login>`, the default), `resetPassword` or `passkeyRegistration`. */
  entry?: WidgetEntry;
  config: WidgetConfig;
  /** The widget's `locale` option (English without it, on a server). */
  locale?: string;
}

/**
 * Loads what the first screen of a widget needs besides the first load (a locale's catalogue, the wallet buttons,
 * the passkey login, the start screen of `<ResetPassword>` and `<PasskeyRegistration>`, the login form's capture
 * script), so that a server renders it whole. `renderToString` cannot wait for code: await this before it. Streaming renderers
 * (`renderToPipeableStream`, `renderToReadableStream`, Next.js) wait on their own, and a server loads these parts as
 * it starts; this makes sure.
 */
export function prepareFirstScreen({ entry = 'login', config, locale }: PrepareFirstScreenOptions): Promise<void> {
  // The login form's markup carries its capture script, whose text a server loads apart (browsers never need it).
  const capture = entry === 'login' && typeof document === 'undefined' ? loadCaptureScript() : undefined;
  return Promise.all([loadFirstScreen({ entry, config, localeKey: localeKey(locale, true) }), capture]).then(() => {});
}
