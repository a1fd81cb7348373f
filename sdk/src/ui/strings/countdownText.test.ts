import { describe, expect, it } from 'vitest';
import { countdownText, durationText } from './countdownText.ts';
import { en } from './en.ts';
import { formatMessage, type MessageValues } from './formatMessage.ts';
import { LOCALE_LOADERS } from './locales/index.ts';
import type { Strings } from './index.ts';

/** A `t` over a catalogue, as the widget's will be. */
const translate = (strings: Strings, locale: string) => (key: keyof Strings, values: MessageValues) =>
  formatMessage(strings[key], values, locale);

describe('countdownText', () => {
  it('reads m:ss in English, as the countdown always has', () => {
    const t = translate(en, 'en');
    expect([299, 65, 9, 0].map((s) => countdownText(s, t, 'en'))).toEqual(['4:59', '1:05', '0:09', '0:00']);
    expect(formatMessage(en['otp.expiresIn'], { time: countdownText(125, t, 'en') })).toBe('Your code expires in 2:05.');
  });

  it("uses the locale's digits", async () => {
    const ar = (await LOCALE_LOADERS.ar()).default;
    const digits = new Intl.NumberFormat('ar', { minimumIntegerDigits: 2 });
    expect(countdownText(65, translate(ar, 'ar'), 'ar')).toBe(`${new Intl.NumberFormat('ar').format(1)}:${digits.format(5)}`);
  });
});

describe('durationText', () => {
  it('says minutes and seconds in words, leaving out a zero part', () => {
    const t = translate(en, 'en');
    expect([300, 61, 125, 1, 0].map((s) => durationText(s, t))).toEqual([
      '5 minutes',
      '1 minute 1 second',
      '2 minutes 5 seconds',
      '1 second',
      '0 seconds',
    ]);
  });

  it('takes the plural forms of the locale', async () => {
    const pl = (await LOCALE_LOADERS.pl()).default;
    expect([125, 300, 22 * 60 + 14].map((s) => durationText(s, translate(pl, 'pl')))).toEqual([
      '2 minuty 5 sekund',
      '5 minut',
      '22 minuty 14 sekund',
    ]);
    const he = (await LOCALE_LOADERS.he()).default;
    expect(durationText(122, translate(he, 'he'))).toBe('שתי דקות ושתי שניות');
  });
});
