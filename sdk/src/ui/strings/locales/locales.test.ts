import { describe, expect, it } from 'vitest';
import { en } from '../en.ts';
import { formatMessage } from '../formatMessage.ts';
import type { Strings } from '../index.ts';
import { LOCALE_LOADERS, LOCALES, RTL_LOCALES, type Locale } from './index.ts';

/** Texts that may read the same as English in any locale: brands, formats and examples. */
const SAME_AS_ENGLISH = [
  'main.logoAlt',
  'form.tabWhatsApp',
  'form.phonePlaceholder',
  'form.emailPlaceholder',
  'form.countryOption',
  'otp.countdown',
  'otp.duration',
];
/** Words a language spells as English does. */
const SAME_WORD: Partial<Record<Locale, string[]>> = {
  fr: ['common.toastRegion'],
  it: ['common.emailLabel', 'form.tabEmail', 'password.emailLabel', 'password.label'],
  el: ['common.emailLabel', 'form.tabEmail', 'password.emailLabel'],
  'pt-PT': ['common.emailLabel', 'form.tabEmail', 'password.emailLabel'],
  id: ['common.emailLabel', 'form.tabEmail', 'password.emailLabel'],
  vi: ['common.emailLabel', 'form.tabEmail', 'password.emailLabel'],
  fil: ['common.emailLabel', 'form.tabEmail', 'password.emailLabel', 'password.label'],
};

/** The ICU-style parts of a message, as `formatMessage` reads them. */
const ARGUMENT = /\{\s*(\w+)\s*(?:,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*))?\}/g;
const PLURAL = /\{\s*(\w+)\s*,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;
const BRANCH = /\s*(=?\w+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;
const BRANCHES = new RegExp(`(?:${BRANCH.source})*\\s*`, 'y');

/** Every argument a message names, plain or plural, nested ones included: `count (plural)`, `email`. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const [, name, branches] of message.matchAll(ARGUMENT)) {
    names.add(branches === undefined ? name! : `${name} (plural)`);
    for (const [, , text] of branches?.matchAll(BRANCH) ?? []) for (const inner of argumentsOf(text!)) names.add(inner);
  }
  return [...names].sort();
}

/** The plural arguments of a message with their branch selectors; a selector list that does not parse is null. */
function pluralsOf(message: string): { name: string; selectors: string[] | null }[] {
  return [...message.matchAll(PLURAL)].map(([, name, branches]) => {
    BRANCHES.lastIndex = 0;
    const parsed = BRANCHES.exec(branches!)?.[0].length === branches!.length;
    return { name: name!, selectors: parsed ? [...branches!.matchAll(BRANCH)].map((m) => m[1]!) : null };
  });
}

/** The plural arguments of English: a locale may make a plain English argument plural, never the other way. */
function pluralNames(message: string): Set<string> {
  return new Set(pluralsOf(message).map((p) => p.name));
}

/** Values for every argument, numbers for plurals, so formatting leaves nothing unformatted behind. */
function sampleValues(message: string, count: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const arg of argumentsOf(message)) values[arg.replace(' (plural)', '')] = arg.endsWith(' (plural)') ? count : 'X';
  return values;
}

const catalogues = await Promise.all(
  Object.entries(LOCALE_LOADERS).map(async ([tag, load]) => [tag as Locale, (await load()).default as Strings] as const),
);
const englishKeys = Object.keys(en).sort();

describe('the locale catalogues', () => {
  it('ship the fifty locales, each non-English one behind its own loader; ar, he, fa and ur right to left', () => {
    expect([...LOCALES].sort()).toEqual([
      'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fa', 'fi', 'fil', 'fr', 'gu', 'he', 'hi', 'hr',
      'hu', 'id', 'it', 'ja', 'kn', 'ko', 'lt', 'lv', 'mr', 'ms', 'nb', 'nl', 'pl', 'pt-BR', 'pt-PT', 'ro', 'ru', 'sk',
      'sl', 'sr', 'sv', 'sw', 'ta', 'te', 'th', 'tr', 'uk', 'ur', 'vi', 'zh-CN', 'zh-TW',
    ]);
    expect(catalogues.map(([tag]) => tag)).toEqual(LOCALES.filter((tag) => tag !== 'en'));
    expect(RTL_LOCALES).toEqual(['ar', 'he', 'fa', 'ur']);
  });

  it('English: every plural has other and only the categories of English', () => {
    for (const [key, message] of Object.entries(en)) {
      for (const { selectors } of pluralsOf(message)) {
        expect(selectors, key).not.toBeNull();
        expect(selectors, key).toContain('other');
      }
    }
  });

  describe.each(catalogues)('%s', (tag, strings) => {
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;

    it('has exactly the keys of English', () => {
      expect(Object.keys(strings).sort()).toEqual(englishKeys);
    });

    it('uses the arguments of English in every text, and keeps English plurals plural', () => {
      const problems = englishKeys.flatMap((key) => {
        const english = en[key as keyof Strings];
        const text = strings[key as keyof Strings];
        const plain = (args: string[]) => args.map((a) => a.replace(' (plural)', ''));
        const lost = [...pluralNames(english)].filter((name) => !pluralNames(text).has(name));
        const same = plain(argumentsOf(text)).join() === plain(argumentsOf(english)).join();
        return same && lost.length === 0 ? [] : [`${key}: ${argumentsOf(text).join()} vs ${argumentsOf(english).join()}`];
      });
      expect(problems).toEqual([]);
    });

    it(`gives every plural an other branch and each category of the language (${categories.join(', ')})`, () => {
      const problems: string[] = [];
      for (const [key, message] of Object.entries(strings)) {
        for (const { name, selectors } of pluralsOf(message)) {
          if (!selectors) {
            problems.push(`${key}: ${name} has branches that do not parse`);
            continue;
          }
          const missing = categories.filter((category) => !selectors.includes(category));
          const unknown = selectors.filter((s) => !s.startsWith('=') && !(categories as string[]).includes(s));
          if (missing.length > 0) problems.push(`${key}: ${name} lacks ${missing.join(', ')}`);
          if (unknown.length > 0) problems.push(`${key}: ${name} has ${unknown.join(', ')}, not a category of ${tag}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('formats every text completely, whatever the number', () => {
      for (const [key, message] of Object.entries(strings)) {
        for (const count of [0, 1, 2, 3, 5, 11, 22, 100, 1.5, 1000000]) {
          const text = formatMessage(message, sampleValues(message, count), tag);
          expect(text, key).not.toMatch(/[{}#]/);
          expect(text.trim(), key).not.toBe('');
        }
      }
    });

    it('translates every text but brands and formats', () => {
      const same = new Set([...SAME_AS_ENGLISH, ...(SAME_WORD[tag] ?? [])]);
      const untranslated = englishKeys.filter((key) => !same.has(key) && strings[key as keyof Strings] === en[key as keyof Strings]);
      expect(untranslated).toEqual([]);
    });
  });

  it('checks what it says: a missing key, a renamed argument and a missing category are caught', () => {
    expect(argumentsOf('Sent to {mail}.')).not.toEqual(argumentsOf(en['email.sentTo']));
    expect(pluralsOf('{count, plural, one {# minuta} other {# minuty}}')[0]?.selectors).toEqual(['one', 'other']);
    expect(new Intl.PluralRules('pl').resolvedOptions().pluralCategories).toEqual(expect.arrayContaining(['few', 'many']));
    expect(pluralsOf('{count, plural, one {# a} other # b}')[0]?.selectors ?? null).toBeNull();
  });
});
