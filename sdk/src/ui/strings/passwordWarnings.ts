/**
 * The warnings of a zxcvbn strength check, by code (`STRENGTH_WARNING_CODES` of the protocol reads the provider's
 * English text as one), so the form shows them in the visitor's language.
 */
export const passwordWarnings = {
  'passwordWarning.straightRow': 'Straight rows of keys are easy to guess',
  'passwordWarning.keyPattern': 'Short keyboard patterns are easy to guess',
  'passwordWarning.simpleRepeat': 'Repeats like "aaa" are easy to guess',
  'passwordWarning.extendedRepeat': 'Repeats like "abcabcabc" are only slightly harder to guess than "abc"',
  'passwordWarning.sequences': 'Sequences like abc or 6543 are easy to guess',
  'passwordWarning.recentYears': 'Recent years are easy to guess',
  'passwordWarning.dates': 'Dates are often easy to guess',
  'passwordWarning.topTen': 'This is a top-10 common password',
  'passwordWarning.topHundred': 'This is a top-100 common password',
  'passwordWarning.common': 'This is a very common password',
  'passwordWarning.similarToCommon': 'This is similar to a commonly used password',
  'passwordWarning.wordByItself': 'A word by itself is easy to guess',
  'passwordWarning.namesByThemselves': 'Names and surnames by themselves are easy to guess',
  'passwordWarning.commonNames': 'Common names and surnames are easy to guess',
  'passwordWarning.pwned': 'This password has appeared in a data breach.',
} as const;
