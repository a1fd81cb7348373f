/**
 * The pseudo-locales, for integrators testing their pages: `en-XA` is English accented and about 40 % longer (text
 * that does not fit, or that a page hard-codes, shows), `ar-XB` English written right to left in a mirrored layout.
 * Made from English when they are asked for, never stored, and not among the shipped `LOCALES`.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;

/** A pseudo-locale's tag. */
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];
