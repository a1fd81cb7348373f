import { describe, expect, it } from 'vitest';
import { LOCALES, resolveLocale } from './index.ts';
import { MAX_PREFERENCES } from './resolveLocale.ts';

const pick = (...requested: string[]) => resolveLocale(requested, LOCALES);

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
    expect(pick('pt-PT', 'fr')).toBe('pt-BR');
    expect(pick('pt', 'fr')).toBe('pt-BR');
    expect(pick('ar-EG')).toBe('ar');
  });

  it('reads zh, zh-Hans and zh-Hans-CN as zh-CN, and Traditional Chinese as zh-TW', () => {
    for (const tag of ['zh', 'zh-Hans', 'zh-Hans-CN', 'zh-SG', 'ZH-hans-cn']) expect(pick(tag)).toBe('zh-CN');
    for (const tag of ['zh-TW', 'zh-Hant', 'zh-Hant-HK', 'zh-HK', 'zh-MO']) expect(pick(tag)).toBe('zh-TW');
  });

  it('never offers one Chinese script for the other', () => {
    const simplified = ['en', 'zh-CN', 'ja'];
    const traditional = ['en', 'zh-TW', 'ja'];
    for (const tag of ['zh-Hant', 'zh-HK', 'zh-MO']) expect(resolveLocale([tag, 'ja'], simplified)).toBe('ja');
    for (const tag of ['zh', 'zh-Hans', 'zh-SG']) expect(resolveLocale([tag, 'ja'], traditional)).toBe('ja');
  });

  it('reads iw as Hebrew', () => {
    expect(pick('iw')).toBe('he');
    expect(pick('iw-IL')).toBe('he');
  });

  it('goes down the list of preferences, then to English', () => {
    expect(pick('sv-SE', 'nl-BE', 'fr')).toBe('nl');
    expect(pick('sv', 'fi')).toBe('en');
    expect(pick()).toBe('en');
  });

  it('reads an Accept-Language item by its tag, without its weight', () => {
    expect(pick('sv', 'de;q=0.9')).toBe('de');
    expect(pick(' fr-CH ; q=0.8')).toBe('fr');
  });

  it('reads the first preferences only: a long list cannot make the work grow', () => {
    expect(pick(...Array<string>(MAX_PREFERENCES - 1).fill('sv'), 'de')).toBe('de');
    expect(pick(...Array<string>(MAX_PREFERENCES).fill('sv'), 'de')).toBe('en');
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
