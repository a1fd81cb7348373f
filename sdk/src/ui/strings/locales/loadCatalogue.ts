import type { Strings } from '../index.ts';
import { LOCALE_LOADERS, type Locale } from './index.ts';
import type { PseudoLocale } from './pseudoLocaleTags.ts';

/**
 * A shipped locale's whole catalogue, every key with its text, English included: what a test or a tool needs to find
 * the widget's screens by the texts a visitor reads in that locale (`@auth-widget/sdk/locales`); a pseudo-locale's
 * (`en-XA`, `ar-XB`) is made from English. Each catalogue is a chunk of its own, loaded on the call, so the entry
 * stays a list of tags and a resolver.
 */
export async function loadCatalogue(locale: Locale | PseudoLocale): Promise<Strings> {
  if (locale === 'en') return (await import('../en.ts')).en;
  if (locale === 'en-XA' || locale === 'ar-XB') return (await import('./pseudoLocale.ts')).pseudoStrings(locale, await loadCatalogue('en'));
  const loader = LOCALE_LOADERS[locale];
  if (!loader) throw new TypeError(`no catalogue for locale ${JSON.stringify(locale)}`);
  return (await loader()).default;
}
