import { describe, expect, it } from 'vitest';
import { en } from '../en.ts';
import { formatMessage } from '../formatMessage.ts';
import type { Strings } from '../index.ts';
import { LOCALES } from './index.ts';
import { loadCatalogue } from './loadCatalogue.ts';
import { loadLocale, localeOf } from './loadLocale.ts';
import { pseudoStrings } from './pseudoLocale.ts';
import { loadLocaleFor } from '../useLocale.ts';
import { PSEUDO_LOCALES } from './pseudoLocaleTags.ts';

const keys = Object.keys(en) as (keyof Strings)[];

/** The argument names of a message, in order, plural or not. */
const argumentNames = (message: string) => [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]);

/** A value for each argument of a message (numbers for all, so plurals format too). */
const values = (message: string) => Object.fromEntries(argumentNames(message).map((name) => [name, 7]));

describe('the pseudo-locales', () => {
  it('are not among the shipped locales, and are chosen like one', () => {
    for (const tag of PSEUDO_LOCALES) expect(LOCALES as readonly string[]).not.toContain(tag);
    expect(localeOf('en-XA')).toBe('en-XA');
    expect(localeOf('ar-xb,en')).toBe('ar-XB');
    // A real Arabic or English reader never gets one.
    expect(localeOf('ar-EG')).toBe('ar');
    expect(localeOf('en-GB')).toBe('en');
  });

  it('en-XA: every text accented, bracketed and about 40 % longer, its arguments and plurals whole', () => {
    const strings = pseudoStrings('en-XA', en);
    expect(Object.keys(strings)).toEqual(keys);
    for (const key of keys) {
      const english = en[key];
      const pseudo = strings[key];
      expect(argumentNames(pseudo), key).toEqual(argumentNames(english));
      const shown = formatMessage(pseudo, values(english));
      expect(shown, key).not.toMatch(/[{}]/);
      const letters = formatMessage(english, values(english)).replace(/[^a-z]/gi, '').length;
      if (letters === 0) continue;
      expect(shown, key).toMatch(/^\[.*\]$/s);
      expect(shown.length, key).toBeGreaterThanOrEqual(Math.floor(formatMessage(english, values(english)).length + letters * 0.4));
    }
    expect(strings['main.header']).toMatch(/^\[Šíĝñ úþ óŕ ļóĝ íñ .+\]$/);
    expect(formatMessage(strings['otp.durationMinutes'], { count: 2 })).toMatch(/^\[2 ɱíñúţéš .+\]$/);
    expect(formatMessage(strings['otp.sentTo'], { destination: 'ada@example.com' })).toContain('ada@example.com');
  });

  it('ar-XB: each run of text overridden right to left, the arguments left as they are', async () => {
    const strings = pseudoStrings('ar-XB', en);
    expect(strings['main.header']).toBe('\u200f\u202eSign up or log in\u202c\u200f');
    expect(formatMessage(strings['otp.sentTo'], { destination: 'ada@example.com' })).toBe(
      '\u200f\u202eA 6-digit passcode was sent to you at\u202c\u200f ada@example.com\u200f\u202e.\u202c\u200f',
    );
    expect(formatMessage(strings['otp.durationMinutes'], { count: 1 })).toBe('1 \u200f\u202eminute\u202c\u200f');
    const loaded = await loadLocale('ar-XB', async () => en);
    expect(loaded).toMatchObject({ locale: 'ar-XB', rtl: true });
    expect(loaded.css).toBeTruthy();
  });

  it('load as any locale does, and through loadCatalogue', async () => {
    expect(await loadLocale('en-XA', async () => en)).toMatchObject({ locale: 'en-XA', rtl: false, strings: pseudoStrings('en-XA', en) });
    expect(await loadCatalogue('ar-XB')).toEqual(pseudoStrings('ar-XB', en));
    // The widget's own loader does not take en-XA for English.
    expect((await loadLocaleFor('en-XA')).locale).toBe('en-XA');
    expect((await loadLocaleFor('en-US')).locale).toBe('en');
  });
});
