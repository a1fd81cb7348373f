import type { Strings } from '../index.ts';
import type { PseudoLocale } from './pseudoLocaleTags.ts';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i]!]));

/** Words that lengthen an `en-XA` text, accented like the rest. */
const PADDING = 'ļóŕéɱ íþšúɱ ðóļóŕ šíţ áɱéţ çóñšéçţéţúŕ áðíþíšçíñĝ éļíţ ';

/** A run of plain text (no argument in it) made over: the `#` of a plural branch stays as it is. */
type Rewrite = (text: string) => string;

/** A plural's head, `{count, plural,`: what follows is its branches, `selector {text}`. */
const PLURAL_HEAD = /^\{\s*\w+\s*,\s*plural\s*,/;
const PLURAL_BRANCH = /(=?\w+)(\s*)\{((?:[^{}]|\{[^{}]*\})*)\}/g;

/**
 * The message with every run of its text rewritten and its ICU syntax left whole: `{name}` arguments, a plural's
 * argument, keyword and selectors, and `#`. (Its own small reader rather than `formatMessage`'s patterns: importing
 * those would put the first load's formatter in a chunk shared with this one.)
 */
function rewriteText(message: string, rewrite: Rewrite): string {
  let result = '';
  let start = 0;
  for (let i = 0; i < message.length; i++) {
    if (message[i] !== '{') continue;
    let depth = 0;
    let end = i;
    for (; end < message.length; end++) {
      if (message[end] === '{') depth++;
      else if (message[end] === '}' && --depth === 0) break;
    }
    const part = message.slice(i, end + 1);
    const head = PLURAL_HEAD.exec(part)?.[0];
    result += rewrite(message.slice(start, i));
    result += head
      ? head + part.slice(head.length, -1).replace(PLURAL_BRANCH, (_, selector: string, space: string, text: string) => `${selector}${space}{${rewriteText(text, rewrite)}}`) + '}'
      : part;
    start = i = end + 1;
  }
  return result + rewrite(message.slice(start));
}

/** `en-XA`: accented letters, bracketed, and padded to about 140 % of the letters' count. */
function accented(message: string): string {
  let letters = 0;
  const text = rewriteText(message, (run) =>
    run.replace(/[^#]/g, (char) => {
      const accent = ACCENT.get(char);
      if (accent) letters++;
      return accent ?? char;
    }),
  );
  const padding = Math.ceil(letters * 0.4);
  return padding === 0 ? text : `[${text} ${PADDING.repeat(Math.ceil(padding / PADDING.length)).slice(0, padding).trim()}]`;
}

/**
 * `ar-XB`: each run of text shown right to left (RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING, between
 * right-to-left marks), so the widget reads as mirrored English in its right-to-left layout; arguments stay as they are.
 */
function mirrored(message: string): string {
  return rewriteText(message, (run) => run.replace(/[^#\s][^#]*[^#\s]|[^#\s]/g, (words) => `\u200f\u202e${words}\u202c\u200f`));
}

/**
 * A pseudo-locale's catalogue, made from the whole English one (passed in: the widget has it in two lazily loaded
 * parts, a tool in one).
 */
export function pseudoStrings(locale: PseudoLocale, english: Strings): Strings {
  const rewrite = locale === 'en-XA' ? accented : mirrored;
  const strings = {} as Strings;
  for (const [key, message] of Object.entries(english) as [keyof Strings, string][]) strings[key] = rewrite(message);
  return strings;
}
