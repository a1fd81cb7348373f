import { describe, expect, it } from 'vitest';
import { isCssColor, isCssLength } from './cssValues.ts';

/**
 * The regular expressions the scanners replaced: exact, but super-linear on long runs of digits or spaces. On short
 * values they are the reference the scanners must agree with.
 */
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const OLD_FUNCTION_COLOR = new RegExp(
  String.raw`^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*(?:${NUMBER}(?:%|deg|turn|rad)?|none)(?:\s*[,\s/]\s*(?:${NUMBER}%?|none)){2,3}\s*\)$`,
  'i',
);
const OLD_LENGTH = new RegExp(`^${NUMBER}(?:px|em|rem|%|vw|vh|vmin|vmax|ch|ex|pt|pc|cm|mm|in|svh|dvh|lvh)$`, 'i');
const oldIsColor = (value: string) => {
  const v = value.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v) || OLD_FUNCTION_COLOR.test(v) || ['red', 'transparent'].includes(v.toLowerCase());
};
const oldIsLength = (value: string) => value.trim() === '0' || OLD_LENGTH.test(value.trim());

/** A small deterministic generator, so a failure names a value that fails again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('isCssColor', () => {
  it('accepts hex, functional and named colours', () => {
    for (const color of ['#19303D', '#abc', '#abcd', '#aabbccdd', 'rgb(139 18 20)', 'rgba(0, 0, 0, .5)', 'RGB(1,2,3)', 'hsl(210deg 50% 40% / 80%)', 'oklch(0.7 0.1 none)', 'hwb(1turn 0% 0%)', 'lab(50 -1e1 +2.5E-1)', ' white ', 'CurrentColor']) {
      expect(isCssColor(color), color).toBe(true);
    }
  });

  it('refuses everything else', () => {
    for (const value of ['#abcde', 'blurple', 'rgb(1 2)', 'rgb(1 2 3 4 5)', 'rgb(1,,2,3)', 'rgb(1 2 3,)', 'rgb(1 2 3)x', 'rgb(1 2 3', 'rgb 1 2 3)', 'rgb(1px 2 3)', 'rgb(. 2 3)', 'rgb(1 2 3deg)', 'rgb(nonex 2 3)', 'url(x)', '']) {
      expect(isCssColor(value), value).toBe(false);
    }
  });

  it('agrees with the regular expression it replaced, on thousands of short values', () => {
    const next = random(7);
    const pick = (list: string[]) => list[Math.floor(next() * list.length)] ?? '';
    const names = ['rgb(', 'RGBA(', 'hsl(', 'oklch(', 'lab (', 'rgb', 'xyz('];
    const components = ['1', '2.', '.5', '-1e2', '+3E-1', 'none', 'NONE', '10%', '20deg', '1turn', '2rad', '5px', '.', 'e', '1e', 'nonex'];
    const separators = [' ', '  ', ', ', ',', '/', ' / ', '\t', '\u00a0', '', ',,', ', /', '\n'];
    let accepted = 0;
    for (let n = 0; n < 20_000; n += 1) {
      let value = `${next() < 0.2 ? ' ' : ''}${pick(names)}${next() < 0.3 ? ' ' : ''}${pick(components)}`;
      const more = Math.floor(next() * 5);
      for (let k = 0; k < more; k += 1) value += `${pick(separators)}${pick(components)}`;
      value += `${next() < 0.3 ? pick(separators) : ''}${next() < 0.9 ? ')' : ''}${next() < 0.1 ? 'x' : ''}`;
      const expected = oldIsColor(value);
      if (expected) accepted += 1;
      expect(isCssColor(value), JSON.stringify(value)).toBe(expected);
    }
    // Both answers occur often, so the agreement means something.
    expect(accepted).toBeGreaterThan(200);
    expect(accepted).toBeLessThan(19_000);
  });

  it('answers at once on long runs of digits and spaces (300,000 characters)', () => {
    const n = 300_000;
    expect(isCssColor(`rgb(${'1'.repeat(n)}`)).toBe(false);
    expect(isCssColor(`rgb(${'1'.repeat(n)} 1 1)`)).toBe(true);
    expect(isCssColor(`rgb(1,1${' '.repeat(n)}1 1 1 1`)).toBe(false);
    expect(isCssColor(`rgb(1${' '.repeat(n / 3)}1${' '.repeat(n / 3)}1${' '.repeat(n / 3)}x`)).toBe(false);
    expect(isCssColor(`rgb(1${' '.repeat(n)}1 1${' '.repeat(n)})`)).toBe(true);
    expect(isCssColor(`#${'a'.repeat(n)}`)).toBe(false);
  });
});

describe('isCssLength', () => {
  it('accepts numbers with a unit, and a bare 0', () => {
    for (const length of ['0', '400px', '1.5rem', '.5EM', '+1e2vh', '50%', '1ex', '1e+5ex', ' 8px ', '1.px']) expect(isCssLength(length), length).toBe(true);
  });

  it('refuses everything else', () => {
    for (const value of ['wide', '400', 'px', '1 px', '1e', '1e-x', '.px', '--1px', '1.2.3px', '']) expect(isCssLength(value), value).toBe(false);
  });

  it('agrees with the regular expression it replaced, on thousands of short values', () => {
    const next = random(11);
    const pieces = ['1', '0', '.', '-', '+', 'e', 'E', 'px', 'em', 'ex', 'm', '%', ' ', 'x', 'vmin'];
    let accepted = 0;
    for (let n = 0; n < 20_000; n += 1) {
      let value = '';
      const length = Math.floor(next() * 8);
      for (let k = 0; k < length; k += 1) value += pieces[Math.floor(next() * pieces.length)];
      const expected = oldIsLength(value);
      if (expected) accepted += 1;
      expect(isCssLength(value), JSON.stringify(value)).toBe(expected);
    }
    expect(accepted).toBeGreaterThan(300);
  });

  it('answers at once on long runs of digits (300,000 characters)', () => {
    expect(isCssLength(`${'1'.repeat(300_000)}x`)).toBe(false);
    expect(isCssLength(`${'1'.repeat(150_000)}.${'1'.repeat(150_000)}px`)).toBe(true);
    expect(isCssLength(`1e${'1'.repeat(300_000)}`)).toBe(false);
  });
});
