import { useEffect, useState } from 'react';
import { loadDefaultStrings } from './catalogue.ts';
import type { LoadedLocale } from './locales/loadLocale.ts';

const ENGLISH: LoadedLocale = { locale: 'en' };

/**
 * Catalogues loaded so far, by the locale they resolved to, so a widget that finds its own renders at once. Keyed by
 * the resolution, not by the preferences asked for: a server passing each visitor's header keeps one entry a locale.
 */
const loadedLocales = new Map<string, LoadedLocale>();

/** The resolver, once its lazy chunk has come (with the first catalogue asked for): until then nothing has loaded. */
let localeOf: ((key: string) => string) | undefined;

/**
 * The preferences a widget's texts follow: the host's `locale` option, else the browser's languages, best first. A
 * widget whose first render is a server's (or the hydration of one) has no browser languages to read, so it stays in
 * the server's choice, English without the option: the hydrated widget is in the language the page arrived in.
 */
export function localeKey(locale: string | undefined, fromServer = false): string {
  return (locale ? [locale] : fromServer ? ['en'] : navigator.languages).join();
}

/** True for a key whose first preference is English (`en`, `en-GB`, not the pseudo-locale `en-XA`): nothing to load. */
function isEnglish(key: string): boolean {
  return /^en\b(?!-xa\b)/i.test(key);
}

/** The catalogue for a `localeKey` when it has loaded (English always has), else undefined. */
export function loadedLocale(key: string): LoadedLocale | undefined {
  if (isEnglish(key)) return ENGLISH;
  return localeOf && loadedLocales.get(localeOf(key));
}

/**
 * Loads the catalogue for a `localeKey` (a failed fetch falls back to English, and is tried again next time). The
 * resolver and the loaders' map are a lazy chunk fetched only for other languages, so they stay out of the first load.
 */
export function loadLocaleFor(key: string): Promise<LoadedLocale> {
  return isEnglish(key)
    ? Promise.resolve(ENGLISH)
    : import('./locales/loadLocale.ts')
        // English for a pseudo-locale: the widget's own loader, so that chunk shares no module with the first load.
        .then((module) => ((localeOf ??= module.localeOf), module.loadLocale(key, loadDefaultStrings)))
        .then((result) => (loadedLocales.set(result.locale, result), result))
        // A failed fetch (offline, a stale deploy) shows in the network panel; the widget goes on in English.
        .catch(() => ENGLISH);
}

/**
 * The widget's locale and its catalogue, or null while a non-English catalogue loads (the widget then renders nothing
 * rather than a flash of English). English is decided here, synchronously, from the first preference alone; a
 * catalogue loaded before (by another widget, or ahead of a server render or a hydration) is used at once. A failed
 * load falls back to English. Switching locales keeps the previous one until the next arrives.
 */
export function useLocale(locale: string | undefined, fromServer = false): LoadedLocale | null {
  const key = localeKey(locale, fromServer);
  const known = loadedLocale(key);
  const [loaded, setLoaded] = useState<LoadedLocale | null>(known ?? null);
  useEffect(() => {
    if (known) return;
    let live = true;
    void loadLocaleFor(key).then((result) => {
      if (live) setLoaded(result);
    });
    return () => {
      live = false;
    };
  }, [key, known]);
  return known ?? loaded;
}
