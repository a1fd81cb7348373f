/**
 * Locales entry: `@auth-widget/sdk/locales`. The widget's shipped locales and the fallback rule it applies to a
 * `locale` option, the browser's languages or an Accept-Language header, as plain values: no React. The doctor uses
 * it to say which catalogue a configured locale gets; tests use the catalogues and the formatter to find the widget's
 * screens by the texts of any locale, formatted as the widget formats them.
 */
export { LOCALES, RTL_LOCALES, type Locale } from './ui/strings/locales/localeTags.ts';
export { PSEUDO_LOCALES, type PseudoLocale } from './ui/strings/locales/pseudoLocaleTags.ts';
export { resolveLocale, MAX_TAG_LENGTH } from './ui/strings/locales/resolveLocale.ts';
export { acceptLanguage } from './ui/strings/locales/acceptLanguage.ts';
export { loadCatalogue } from './ui/strings/locales/loadCatalogue.ts';
export { formatMessage, type MessageValues } from './ui/strings/formatMessage.ts';
export { countdownText } from './ui/strings/countdownText.ts';
export type { StringKey, Strings } from './ui/strings/index.ts';
