/**
 * The shipped locales as plain values, without the catalogues' loaders, so a tool (the CLI's doctor) or a server can
 * read them through `@auth-widget/sdk/locales` without bundling a dynamic import per language. `index.ts` checks
 * that its loaders match this list.
 */
export const LOCALES = [
  'en', 'es', 'fr', 'de', 'it', 'pt-BR', 'nl', 'pl', 'ja', 'zh-CN', 'ar', 'he', 'sv', 'da', 'nb', 'fi', 'cs', 'sk',
  'hu', 'ro', 'bg', 'el', 'hr', 'sr', 'pt-PT', 'ru', 'uk', 'sl', 'lt', 'lv', 'et',
  'ca', 'tr', 'fa', 'ur', 'hi', 'bn', 'id', 'ms', 'th', 'vi', 'zh-TW', 'ko', 'ta', 'te', 'mr', 'gu', 'kn', 'fil', 'sw',
] as const;

/** A locale the widget ships a catalogue for. */
export type Locale = (typeof LOCALES)[number];

/** The locales written right to left: the widget's root gets `dir="rtl"` and its layout mirrors. */
export const RTL_LOCALES: readonly Locale[] = ['ar', 'he', 'fa', 'ur'];
