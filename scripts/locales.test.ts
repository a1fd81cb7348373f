import { expect, test } from 'vitest';
import { LOCALES } from '@auth-widget/sdk/locales';
import { coverageReport, localeCoverage, shippedCatalogues } from './locales.ts';

const english = { 'a.one': 'One', 'a.two': 'Two', 'a.three': 'Three {count}' };

test('counts complete locales, names the right-to-left ones and gives each its coverage', () => {
  const coverage = localeCoverage(english, [
    { locale: 'en', rtl: false, strings: english },
    { locale: 'de', rtl: false, strings: { 'a.one': 'Eins', 'a.two': 'Zwei', 'a.three': 'Drei {count}' } },
    { locale: 'ar', rtl: true, strings: { 'a.one': 'واحد', 'a.two': 'اثنان', 'a.three': 'ثلاثة {count}' } },
  ]);
  const { lines, complete } = coverageReport(coverage, 3);
  expect(complete).toBe(true);
  expect(lines).toEqual([
    '3 of 3 locales complete (3 keys each)',
    '1 right to left: ar',
    'en       100 %  3/3',
    'de       100 %  3/3',
    'ar       100 %  3/3  rtl',
  ]);
});

test('reports a gap: a missing key, an empty text and a key English does not have', () => {
  const coverage = localeCoverage(english, [
    { locale: 'en', rtl: false, strings: english },
    { locale: 'fi', rtl: false, strings: { 'a.one': 'Yksi', 'a.two': ' ', 'a.old': 'Vanha' } },
  ]);
  expect(coverage[1]).toEqual({ locale: 'fi', rtl: false, covered: 1, missing: ['a.two', 'a.three'], extra: ['a.old'] });
  const { lines, complete } = coverageReport(coverage, 3);
  expect(complete).toBe(false);
  expect(lines[0]).toBe('1 of 2 locales complete (3 keys each)');
  expect(lines[3]).toBe('fi      33.3 %  1/3  missing: a.two, a.three  not in English: a.old');
});

test('every shipped locale is complete', async () => {
  const catalogues = await shippedCatalogues();
  expect(catalogues.map((c) => c.locale)).toEqual([...LOCALES]);
  const english = catalogues[0]!.strings;
  const { complete, lines } = coverageReport(localeCoverage(english, catalogues), Object.keys(english).length);
  expect(complete, lines.join('\n')).toBe(true);
});
