import type { Strings } from '../index.ts';
import type { Locale } from './localeTags.ts';

/**
 * The catalogues besides English, each its own lazily loaded chunk: only the visitor's language is ever fetched.
 * English is the widget's own catalogue (`../catalogue.ts`), in the first load. Exactly the non-English `LOCALES`.
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
  sv: () => import('./sv.ts'),
  da: () => import('./da.ts'),
  nb: () => import('./nb.ts'),
  fi: () => import('./fi.ts'),
  cs: () => import('./cs.ts'),
  sk: () => import('./sk.ts'),
  hu: () => import('./hu.ts'),
  ro: () => import('./ro.ts'),
  bg: () => import('./bg.ts'),
  el: () => import('./el.ts'),
  hr: () => import('./hr.ts'),
  sr: () => import('./sr.ts'),
  'pt-PT': () => import('./pt-PT.ts'),
  ru: () => import('./ru.ts'),
  uk: () => import('./uk.ts'),
  sl: () => import('./sl.ts'),
  lt: () => import('./lt.ts'),
  lv: () => import('./lv.ts'),
  et: () => import('./et.ts'),
  ca: () => import('./ca.ts'),
  tr: () => import('./tr.ts'),
  fa: () => import('./fa.ts'),
  ur: () => import('./ur.ts'),
  hi: () => import('./hi.ts'),
  bn: () => import('./bn.ts'),
  id: () => import('./id.ts'),
  ms: () => import('./ms.ts'),
  th: () => import('./th.ts'),
  vi: () => import('./vi.ts'),
  'zh-TW': () => import('./zh-TW.ts'),
  ko: () => import('./ko.ts'),
  ta: () => import('./ta.ts'),
  te: () => import('./te.ts'),
  mr: () => import('./mr.ts'),
  gu: () => import('./gu.ts'),
  kn: () => import('./kn.ts'),
  fil: () => import('./fil.ts'),
  sw: () => import('./sw.ts'),
} satisfies Record<Exclude<Locale, 'en'>, () => Promise<{ default: Strings }>>;

export { LOCALES, RTL_LOCALES, type Locale } from './localeTags.ts';
export { resolveLocale } from './resolveLocale.ts';
