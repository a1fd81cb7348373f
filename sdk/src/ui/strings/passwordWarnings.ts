import { STRENGTH_WARNINGS as english } from '../../protocol/strengthWarnings.ts';

/**
 * The warnings of a zxcvbn strength check, by code (`strengthWarningCode` reads the provider's English text as one),
 * so the form shows them in the visitor's language; in English, zxcvbn's own words.
 */
export const passwordWarnings = {
  'passwordWarning.straightRow': english.straightRow,
  'passwordWarning.keyPattern': english.keyPattern,
  'passwordWarning.simpleRepeat': english.simpleRepeat,
  'passwordWarning.extendedRepeat': english.extendedRepeat,
  'passwordWarning.sequences': english.sequences,
  'passwordWarning.recentYears': english.recentYears,
  'passwordWarning.dates': english.dates,
  'passwordWarning.topTen': english.topTen,
  'passwordWarning.topHundred': english.topHundred,
  'passwordWarning.common': english.common,
  'passwordWarning.similarToCommon': english.similarToCommon,
  'passwordWarning.wordByItself': english.wordByItself,
  'passwordWarning.namesByThemselves': english.namesByThemselves,
  'passwordWarning.commonNames': english.commonNames,
  'passwordWarning.pwned': english.pwned,
};
