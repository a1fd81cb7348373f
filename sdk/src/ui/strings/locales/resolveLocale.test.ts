import { describe, expect, it } from 'vitest';
import { LOCALES, resolveLocale } from './index.ts';
import { MAX_PREFERENCES } from './resolveLocale.ts';

const pick = (...requested: string[]) => resolveLocale(requested, LOCALES);

/**
 * The fifty locales the widget ships once every catalogue is written, passed in as `available`: the rules are tested
 * on the whole list whatever `LOCALES` holds today.
 */
const FIFTY = [
  ...['en', 'es', 'fr', 'de', 'it', 'pt-BR', 'nl', 'pl', 'ja', 'zh-CN', 'ar', 'he', 'pt-PT', 'sv', 'da', 'nb', 'fi', 'cs'],
  ...['sk', 'hu', 'ro', 'bg', 'el', 'hr', 'sr', 'sl', 'uk', 'ru', 'lt', 'lv', 'et', 'ca', 'tr', 'fa', 'ur', 'hi', 'bn'],
  ...['id', 'ms', 'th', 'vi', 'zh-TW', 'ko', 'ta', 'te', 'mr', 'gu', 'kn', 'fil', 'sw'],
];
const pickOfFifty = (...requested: string[]) => resolveLocale(requested, FIFTY);

describe('resolveLocale', () => {
  it('takes a shipped locale as it is, whatever the case or separator', () => {
    expect(pick('de')).toBe('de');
    expect(pick('PT-br')).toBe('pt-BR');
    expect(pick('zh_cn')).toBe('zh-CN');
  });

  it('drops subtags from the end: de-AT and de-CH-1996 read German, en-GB English', () => {
    expect(pick('de-AT')).toBe('de');
    expect(pick('de-CH-1996')).toBe('de');
    expect(pick('en-GB')).toBe('en');
    expect(pick('pt-BR-u-nu-latn')).toBe('pt-BR');
  });

  it('follows pt-BR → pt → en', () => {
    expect(resolveLocale(['pt-BR'], ['en', 'pt'])).toBe('pt');
    expect(resolveLocale(['pt-BR'], ['en', 'fr'])).toBe('en');
  });

  it('offers a catalogue of the same language before a second preference', () => {
    expect(pick('pt', 'fr')).toBe('pt-BR');
    expect(pick('ar-EG')).toBe('ar');
  });

  it('reads zh, zh-Hans and zh-Hans-CN as zh-CN, and Traditional Chinese as zh-TW', () => {
    for (const tag of ['zh', 'zh-Hans', 'zh-Hans-CN', 'zh-SG', 'ZH-hans-cn']) expect(pick(tag)).toBe('zh-CN');
    for (const tag of ['zh-TW', 'zh-Hant', 'zh-Hant-HK', 'zh-HK', 'zh-MO']) expect(pick(tag)).toBe('zh-TW');
  });

  it('never offers Simplified Chinese to a reader of Traditional', () => {
    const simplified = ['en', 'zh-CN', 'ja'];
    for (const tag of ['zh-Hant', 'zh-HK', 'zh-MO']) expect(resolveLocale([tag, 'ja'], simplified)).toBe('ja');
  });

  it('takes each shipped locale as itself', () => {
    for (const tag of LOCALES) expect(pick(tag), tag).toBe(tag);
  });

  it('reads iw as Hebrew', () => {
    expect(pick('iw')).toBe('he');
    expect(pick('iw-IL')).toBe('he');
  });

  it('goes down the list of preferences, then to English', () => {
    expect(resolveLocale(['sv-SE', 'nl-BE', 'fr'], ['en', 'fr', 'nl'])).toBe('nl');
    expect(resolveLocale(['sv', 'fi'], ['en', 'fr', 'nl'])).toBe('en');
    expect(pick()).toBe('en');
  });

  it('reads an Accept-Language item by its tag, without its weight', () => {
    expect(pick('xx', 'de;q=0.9')).toBe('de');
    expect(pick(' fr-CH ; q=0.8')).toBe('fr');
  });

  it('reads the first preferences only: a long list cannot make the work grow', () => {
    expect(pick(...Array<string>(MAX_PREFERENCES - 1).fill('xx'), 'de')).toBe('de');
    expect(pick(...Array<string>(MAX_PREFERENCES).fill('xx'), 'de')).toBe('en');
  });

  it('cuts a tag to the whole subtags of its first 35 characters (RFC 5646 truncation)', () => {
    expect(pick(`pt-BR-x-${'abcdefgh-'.repeat(3)}z`)).toBe('pt-BR');
    expect(pick(`de-x-${'ab-'.repeat(1000)}ab`)).toBe('de');
    // Traditional Chinese is told by its first subtags; one named only past the cut reads as Chinese.
    expect(pick(`zh-Hant-x-${'ab-'.repeat(1000)}ab`)).toBe('zh-TW');
    expect(pick(`zh-x-${'ab-'.repeat(1000)}tw`)).toBe('zh-CN');
    // No subtag of a tag is that long: such a value is skipped for the next preference.
    expect(pick('d'.repeat(1000), 'fr')).toBe('fr');
  });
});

describe('resolveLocale over the fifty locales', () => {
  it('takes each as itself, in any case and with _', () => {
    for (const tag of FIFTY) {
      expect(pickOfFifty(tag), tag).toBe(tag);
      expect(pickOfFifty(tag.toUpperCase().replace('-', '_')), tag).toBe(tag);
    }
  });

  it.each([
    // Regional variants read their language.
    ['de-AT', 'de'], ['es-MX', 'es'], ['es-419', 'es'], ['fr-CA', 'fr'], ['sv-FI', 'sv'], ['ru-UA', 'ru'], ['ar-EG', 'ar'],
    ['ko-KR', 'ko'], ['hi-IN', 'hi'], ['bn-BD', 'bn'], ['ta-LK', 'ta'], ['sw-KE', 'sw'], ['ms-MY', 'ms'], ['fa-AF', 'fa'],
    ['ca-ES-valencia', 'ca'], ['en-GB', 'en'], ['en-US-u-hc-h23', 'en'],
    // Chinese by script: Traditional reads zh-TW, Simplified zh-CN.
    ['zh-TW', 'zh-TW'], ['zh-HK', 'zh-TW'], ['zh-MO', 'zh-TW'], ['zh-Hant', 'zh-TW'], ['zh-Hant-HK', 'zh-TW'], ['zh-Hant-TW', 'zh-TW'],
    ['zh', 'zh-CN'], ['zh-SG', 'zh-CN'], ['zh-Hans', 'zh-CN'], ['zh-Hans-CN', 'zh-CN'], ['zh-Hans-HK', 'zh-CN'], ['zh-CN', 'zh-CN'],
    // Portuguese: Portugal's and its CLDR children read pt-PT; Brazil's and plain pt read pt-BR.
    ['pt-PT', 'pt-PT'], ['pt-AO', 'pt-PT'], ['pt-MZ', 'pt-PT'], ['pt', 'pt-BR'], ['pt-BR', 'pt-BR'],
    // Norwegian: Bokmål for no, nb and nn.
    ['no', 'nb'], ['nb', 'nb'], ['nn', 'nb'], ['nb-NO', 'nb'], ['nn-NO', 'nb'], ['no-NO', 'nb'],
    // Serbian in either script reads the one Serbian catalogue.
    ['sr', 'sr'], ['sr-Latn', 'sr'], ['sr-Cyrl-RS', 'sr'], ['sr-Latn-ME', 'sr'],
    // Old codes browsers still send.
    ['iw', 'he'], ['in', 'id'], ['in-ID', 'id'], ['tl', 'fil'], ['tl-PH', 'fil'], ['fil-PH', 'fil'],
    // Not shipped: the next preference, else English.
    ['is', 'en'], ['ga-IE', 'en'],
  ])('%s → %s', (tag, expected) => {
    expect(pickOfFifty(tag)).toBe(expected);
  });

  it('does not give Traditional Chinese readers zh-CN, nor pt-PT readers Spanish, when their variant is missing', () => {
    const withoutTraditional = FIFTY.filter((tag) => tag !== 'zh-TW');
    expect(resolveLocale(['zh-HK', 'ja'], withoutTraditional)).toBe('ja');
    expect(resolveLocale(['zh-Hant'], withoutTraditional)).toBe('en');
    const withoutPortugal = FIFTY.filter((tag) => tag !== 'pt-PT');
    expect(resolveLocale(['pt-PT', 'es'], withoutPortugal)).toBe('pt-BR');
    expect(resolveLocale(['pt-AO'], withoutPortugal)).toBe('pt-BR');
  });

  it('reads Simplified Chinese as zh-TW only when zh-CN is missing, before another language', () => {
    expect(resolveLocale(['zh', 'ja'], FIFTY.filter((tag) => tag !== 'zh-CN'))).toBe('zh-TW');
  });

  it('goes down the preferences: the first that matches wins', () => {
    expect(pickOfFifty('is', 'nn', 'de')).toBe('nb');
    expect(pickOfFifty('ga', 'zh-HK', 'zh-CN')).toBe('zh-TW');
  });
});
