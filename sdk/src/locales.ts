/**
 * Locales entry: `@auth-widget/sdk/locales`. The widget's shipped locales and the fallback rule it applies to a
 * `locale` option or the browser's languages, as plain values: no React, no catalogue. The doctor uses it to say
 * which catalogue a configured locale gets.
 */
export { LOCALES, RTL_LOCALES, type Locale } from './ui/strings/locales/localeTags.ts';
export { resolveLocale } from './ui/strings/locales/resolveLocale.ts';
