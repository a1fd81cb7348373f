/**
 * Wire fact: the `feedback.warning` of a strength check for a password on a breach list (the emulator's own text,
 * beside zxcvbn's in strengthWarnings.ts). Apart from them so that the protocol entry, which the emulator imports,
 * carries this one text rather than all of zxcvbn's.
 */
export const BREACHED_PASSWORD_WARNING = 'This password has appeared in a data breach.';
