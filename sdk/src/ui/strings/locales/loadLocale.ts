import { addStyles } from '../../kernel.ts';
import { rtlCss } from '../../theme/rtlCss.ts';
import type { Strings } from '../index.ts';
import { freshImport } from '../../../client/core/freshImport.ts';
import { acceptLanguage } from './acceptLanguage.ts';
import { LOCALE_LOADERS, LOCALES, RTL_LOCALES, resolveLocale, type Locale } from './index.ts';
import { PSEUDO_LOCALES, type PseudoLocale } from './pseudoLocaleTags.ts';

/** Each catalogue's loader, made on first use; a failed fetch is fetched again on the next try (`freshImport`). */
const loaders: Partial<Record<Locale, () => Promise<{ default: Strings }>>> = {};

/** A resolved locale: its tag, its catalogue (none for English, whose texts are the widget's own) and direction. */
export interface LoadedLocale {
  locale: string;
  strings?: Strings;
  rtl?: boolean;
  /** The rules the locale adds to the widget's stylesheet (the right-to-left ones), for a server's `<style>`. */
  css?: string;
}

/** The shipped locales and the pseudo-locales, which are chosen like any other. */
const CHOICES: readonly string[] = [...LOCALES, ...PSEUDO_LOCALES];

/**
 * The shipped locale (or pseudo-locale) for a `localeKey` (the `locale` option, else `navigator.languages` joined by
 * commas), read as an Accept-Language list, so that a server may pass its visitor's header as the option.
 */
export function localeOf(key: string): Locale | PseudoLocale {
  return resolveLocale(acceptLanguage(key), CHOICES) as Locale | PseudoLocale;
}

/** A catalogue and its direction: a shipped one, or a pseudo-locale's made from English (its own lazy chunk). */
async function catalogueOf(locale: Exclude<Locale | PseudoLocale, 'en'>, english: () => Promise<Strings>): Promise<{ strings: Strings; rtl: boolean }> {
  if ((PSEUDO_LOCALES as readonly string[]).includes(locale)) {
    const [{ pseudoStrings }, strings] = await Promise.all([import('./pseudoLocale.ts'), english()]);
    return { strings: pseudoStrings(locale as PseudoLocale, strings), rtl: locale === 'ar-XB' };
  }
  const { default: strings } = await (loaders[locale as Exclude<Locale, 'en'>] ??= freshImport(LOCALE_LOADERS[locale as Exclude<Locale, 'en'>]))();
  return { strings, rtl: RTL_LOCALES.includes(locale as Locale) };
}

/**
 * The catalogue for a `localeKey`. This module is a lazy chunk of its own, fetched only when the first preference is
 * not English, so the resolver and the loaders' map never weigh on an English first load.
 */
export async function loadLocale(key: string, english: () => Promise<Strings>): Promise<LoadedLocale> {
  const locale = localeOf(key);
  if (locale === 'en') return { locale };
  const { strings, rtl } = await catalogueOf(locale, english);
  if (!rtl) return { locale, strings, rtl };
  addStyles(rtlCss);
  return { locale, strings: isolateLtrValues(strings), rtl, css: rtlCss };
}

/**
 * In a right-to-left text, an email, a phone number or a code is isolated as left-to-right (Unicode LRI … PDI), so
 * "+1 (201) 555-0123" or "a@b.co." keeps its order and its punctuation stays on the sentence's side.
 */
function isolateLtrValues(strings: Strings): Strings {
  const isolated = { ...strings };
  for (const key of Object.keys(isolated) as (keyof Strings)[]) {
    isolated[key] = isolated[key].replace(/\{(email|destination|code)\}/g, '\u2066{$1}\u2069');
  }
  return isolated;
}
