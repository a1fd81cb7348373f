import { describe, expect, it } from 'vitest';
import { acceptLanguage, MAX_ACCEPT_LANGUAGE_LENGTH } from './acceptLanguage.ts';
import { LOCALES, resolveLocale } from './index.ts';
import { MAX_PREFERENCES } from './resolveLocale.ts';

describe('acceptLanguage', () => {
  it('lists the tags best first by weight, in the header order for equal weights', () => {
    expect(acceptLanguage('fr;q=0.5, de-CH, en;q=0.8, it;q=0.8, nl')).toEqual(['de-CH', 'nl', 'en', 'it', 'fr']);
    expect(acceptLanguage('de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['de-DE', 'de', 'en-US', 'en']);
  });

  it('leaves out a weight of 0, a malformed weight, the wildcard and empty items', () => {
    expect(acceptLanguage('it;q=0, es;q=abc, pl;q=1.5, *;q=0.1, , ja;Q=0.2')).toEqual(['ja']);
    expect(acceptLanguage('')).toEqual([]);
  });

  it('reads the first items of a long header only, never part of one', () => {
    expect(acceptLanguage(Array<string>(100_000).fill('sv').join(','))).toHaveLength(MAX_PREFERENCES);
    const header = `fr;q=0.1,${' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH - 12)}de-CH,it`;
    expect(acceptLanguage(header)).toEqual(['fr']);
  });

  it('feeds resolveLocale: the best shipped locale of a browser header', () => {
    expect(resolveLocale(acceptLanguage('kl-GL, kl;q=0.9, de;q=0.8, en;q=0.7'), LOCALES)).toBe('de');
    expect(resolveLocale(acceptLanguage('en;q=0.5, ja'), LOCALES)).toBe('ja');
  });
});
