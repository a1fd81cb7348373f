import { describe, expect, it } from 'vitest';
import { formatMessage } from './formatMessage.ts';

const CODES = '{count, plural, =0 {no codes} one {# code} other {# codes}}';

describe('formatMessage', () => {
  it('fills {name} arguments and leaves unknown ones as written', () => {
    const template = 'A link was sent to {email} ({missing}).';
    expect(formatMessage(template, { email: 'a@b.co' })).toBe('A link was sent to a@b.co ({missing}).');
    expect(formatMessage('No arguments, { not one }, {}')).toBe('No arguments, { not one }, {}');
  });

  it('formats number arguments for the locale', () => {
    expect(formatMessage('Digit {index} of 6', { index: 3 })).toBe('Digit 3 of 6');
    expect(formatMessage('{n}', { n: 1234.5 }, 'de')).toBe('1.234,5');
    expect(formatMessage('{n}', { n: 12 }, 'ar')).toBe(new Intl.NumberFormat('ar').format(12));
  });

  it('takes the exact branch first, then the plural category, then other', () => {
    expect(formatMessage(CODES, { count: 0 })).toBe('no codes');
    expect(formatMessage(CODES, { count: 1 })).toBe('1 code');
    expect(formatMessage(CODES, { count: 1500 })).toBe('1,500 codes');
    expect(formatMessage('{count, plural, other {# left}}', { count: 1 })).toBe('1 left');
  });

  it('uses the categories of the locale (Polish one, few, many; Arabic zero to many)', () => {
    const pl = '{count, plural, one {# kod} few {# kody} many {# kodów} other {# kodu}}';
    expect([1, 2, 5, 22, 25, 1.5].map((count) => formatMessage(pl, { count }, 'pl'))).toEqual([
      '1 kod',
      '2 kody',
      '5 kodów',
      '22 kody',
      '25 kodów',
      '1,5 kodu',
    ]);
    const ar = '{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage(ar, { n }, 'ar')).join('')).toBe('zotfmx');
  });

  it('formats the other arguments inside a branch, and text around the plural', () => {
    const message = 'Hi {name}, {count, plural, one {# message for {name}} other {# messages for {name}}}.';
    expect(formatMessage(message, { name: 'Ada', count: 2 })).toBe('Hi Ada, 2 messages for Ada.');
  });

  it('keeps values as plain text: no argument or # inside a value is expanded', () => {
    expect(formatMessage('{a} {count, plural, other {# {b}}}', { a: '{b}', b: '#', count: 3 })).toBe('{b} 3 #');
  });

  it('leaves a plural without a value as written', () => {
    expect(formatMessage(CODES)).toBe(CODES);
  });
});
