import type { Strings } from '../index.ts';

/**
 * The catalogues besides English, each its own lazily loaded chunk: only the visitor's language is ever fetched.
 * English is the widget's own catalogue (`../catalogue.ts`), in the first load.
 */
export const LOCALE_LOADERS = {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  it: () => import('./it.ts'),
  'pt-BR': () => import('./pt-BR.ts'),
  nl: () => import('./nl.ts'),
  pl: () => import('./pl.ts'),
  ja: () => import('./ja.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  ar: () => import('./ar.ts'),
  he: () => import('./he.ts'),
} satisfies Record<string, () => Promise<{ default: Strings }>>;

/** A locale the widget ships a catalogue for. */
export type Locale = 'en' | keyof typeof LOCALE_LOADERS;

/** Every shipped locale, English first. */
export const LOCALES = ['en', ...Object.keys(LOCALE_LOADERS)] as Locale[];

/** The locales written right to left: the widget's root gets `dir="rtl"` and its layout mirrors. */
export const RTL_LOCALES: readonly Locale[] = ['ar', 'he'];

export { resolveLocale } from './resolveLocale.ts';
