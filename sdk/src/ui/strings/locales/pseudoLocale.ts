import { en } from '../en.ts';
import { ARGUMENT, BRANCH } from '../formatMessage.ts';
import type { Strings } from '../index.ts';
import type { PseudoLocale } from './pseudoLocaleTags.ts';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i]!]));

/** Words that lengthen an `en-XA` text, accented like the rest. */
const PADDING = 'ļóŕéɱ íþšúɱ ðóļóŕ šíţ áɱéţ çóñšéçţéţúŕ áðíþíšçíñĝ éļíţ ';

/** A run of plain text (no argument in it) made over: the `#` of a plural branch stays as it is. */
type Rewrite = (text: string) => string;

/**
 * The message with every run of its text rewritten and its ICU syntax left whole: `{name}` arguments, a plural's
 * argument, keyword and selectors, and `#`.
 */
function rewriteText(message: string, rewrite: Rewrite): string {
  let result = '';
  let last = 0;
  for (const match of message.matchAll(new RegExp(ARGUMENT.source, 'g'))) {
    result += rewrite(message.slice(last, match.index));
    const [whole, , branches] = match;
    result +=
      branches === undefined
        ? whole
        : whole.slice(0, whole.length - branches.length - 1) +
          branches.replace(new RegExp(BRANCH.source, 'g'), (_, selector: string, text: string) => `${selector} {${rewriteText(text, rewrite)}}`) +
          '}';
    last = match.index + whole.length;
  }
  return result + rewrite(message.slice(last));
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

/** A pseudo-locale's catalogue, made from the whole English one. */
export function pseudoStrings(locale: PseudoLocale): Strings {
  const rewrite = locale === 'en-XA' ? accented : mirrored;
  const strings = {} as Strings;
  for (const [key, message] of Object.entries(en) as [keyof Strings, string][]) strings[key] = rewrite(message);
  return strings;
}
