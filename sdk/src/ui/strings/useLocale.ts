import { useEffect, useState } from 'react';
import type { LoadedLocale } from './locales/loadLocale.ts';

const ENGLISH: LoadedLocale = { locale: 'en' };

/**
 * The widget's locale and its catalogue, or null while a non-English catalogue loads (the widget then renders nothing
 * rather than a flash of English). English is decided here, synchronously, from the first preference alone: the
 * resolver and the loaders' map are a lazy chunk fetched only for other languages, so they stay out of the first
 * load. A failed load falls back to English. Switching locales keeps the previous one until the next arrives.
 */
export function useLocale(locale: string | undefined): LoadedLocale | null {
  // The host's `locale` option, else the browser's languages, best first.
  const wanted = locale ? [locale] : navigator.languages;
  // `en`, `en-GB`: no chunk to fetch. Anything else (`en_GB` too, or no preference at all) asks the resolver.
  const english = /^en\b/i.test(String(wanted[0]));
  const key = wanted.join();
  const [loaded, setLoaded] = useState<LoadedLocale | null>(null);
  useEffect(() => {
    if (english) return;
    let live = true;
    import('./locales/loadLocale.ts')
      .then((module) => module.loadLocale(key.split(',')))
      // A failed fetch (offline, a stale deploy) shows in the network panel; the widget goes on in English.
      .catch(() => ENGLISH)
      .then((result) => {
        if (live) setLoaded(result);
      });
    return () => {
      live = false;
    };
  }, [key, english]);
  return english ? ENGLISH : loaded;
}
