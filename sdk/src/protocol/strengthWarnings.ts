import { BREACHED_PASSWORD_WARNING } from './breachedPasswordWarning.ts';

/**
 * Wire fact: the warnings a zxcvbn strength check sends in `feedback.warning`, zxcvbn's fixed English texts (its
 * `feedback.js`, which the reference provider passes on as they are), by the codes zxcvbn-ts names them with; `pwned`
 * is the emulator's own for a password on its breach list. The widget shows each in the visitor's language by its
 * code, and a text not listed here as it came.
 */
export const STRENGTH_WARNINGS = {
  straightRow: 'Straight rows of keys are easy to guess',
  keyPattern: 'Short keyboard patterns are easy to guess',
  simpleRepeat: 'Repeats like "aaa" are easy to guess',
  extendedRepeat: 'Repeats like "abcabcabc" are only slightly harder to guess than "abc"',
  sequences: 'Sequences like abc or 6543 are easy to guess',
  recentYears: 'Recent years are easy to guess',
  dates: 'Dates are often easy to guess',
  topTen: 'This is a top-10 common password',
  topHundred: 'This is a top-100 common password',
  common: 'This is a very common password',
  similarToCommon: 'This is similar to a commonly used password',
  wordByItself: 'A word by itself is easy to guess',
  namesByThemselves: 'Names and surnames by themselves are easy to guess',
  commonNames: 'Common names and surnames are easy to guess',
  pwned: BREACHED_PASSWORD_WARNING,
} as const;

/** A zxcvbn warning's code. */
export type StrengthWarningCode = keyof typeof STRENGTH_WARNINGS;

/** The code of a `feedback.warning` text, or undefined for a text zxcvbn does not send (a provider's own). */
export function strengthWarningCode(warning: string): StrengthWarningCode | undefined {
  for (const [code, text] of Object.entries(STRENGTH_WARNINGS)) if (text === warning) return code as StrengthWarningCode;
  return undefined;
}
