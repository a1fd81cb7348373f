import { DEFAULT_AUTHENTICATE_TEXTS, type AuthenticateTexts } from '../../site/authenticateTexts.ts';
import { headingOf } from '../../site/headingOf.ts';
import type { StringsOverride } from './index.ts';
import { acceptLanguage } from './locales/acceptLanguage.ts';
import { LOCALE_LOADERS, LOCALES, RTL_LOCALES, resolveLocale, type Locale } from './locales/index.ts';

/** The language options of an authenticate page, as the widget takes them. */
export interface AuthenticateLocaleOptions {
  /**
   * The page's language, a BCP 47 tag or an Accept-Language list; the browser's `navigator.languages` when absent.
   * Resolved as the widget's `locale` is, so a site that passes the same value to both reads one language.
   */
  locale?: string;
  /** Catalogue texts replacing the locale's, key by key, as the widget's `strings` (the `authenticate.*` keys). */
  strings?: StringsOverride;
  /** Texts replacing the locale's by name; over `strings`. */
  texts?: Partial<AuthenticateTexts>;
}

/** An authenticate page's texts in its language. */
export interface LocalizedAuthenticateTexts {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  texts: AuthenticateTexts;
}

/** Each text's key in the catalogues; the heading is made from `signingIn` (`headingOf`). */
const KEYS = {
  checking: 'authenticate.checking',
  confirm: 'authenticate.confirm',
  continue: 'authenticate.continue',
  signingIn: 'authenticate.signingIn',
  noLink: 'authenticate.noLink',
  failed: 'authenticate.failed',
} as const satisfies Record<Exclude<keyof AuthenticateTexts, 'heading'>, string>;

/** The shipped locale an authenticate page shows, for its `locale` option (else the browser's languages). */
export function authenticateLocale(locale?: string): Locale {
  const wanted = locale ?? (typeof navigator === 'undefined' ? 'en' : navigator.languages.join());
  return resolveLocale(acceptLanguage(wanted), LOCALES) as Locale;
}

/**
 * The authenticate page's texts in the visitor's language: the catalogue of that one locale is loaded (none for
 * English), a failed load reads English so the link can still be used, and a site's `strings` and `texts` go over it.
 * The heading is the `signingIn` text without its ellipsis, unless the site's `texts` word it.
 */
export async function loadAuthenticateTexts(options: AuthenticateLocaleOptions = {}): Promise<LocalizedAuthenticateTexts> {
  const wanted = authenticateLocale(options.locale);
  const catalogue: Partial<Record<string, string>> | null =
    wanted === 'en' ? {} : await LOCALE_LOADERS[wanted]().then(({ default: strings }) => strings, () => null);
  const locale = catalogue ? wanted : 'en';
  const texts = { ...DEFAULT_AUTHENTICATE_TEXTS };
  for (const [name, key] of Object.entries(KEYS) as [keyof AuthenticateTexts, string][]) {
    const text = options.strings?.[key as keyof StringsOverride] ?? catalogue?.[key];
    if (typeof text === 'string') texts[name] = text;
  }
  texts.heading = headingOf(options.texts?.signingIn ?? texts.signingIn);
  return { locale, dir: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr', texts: { ...texts, ...options.texts } };
}
