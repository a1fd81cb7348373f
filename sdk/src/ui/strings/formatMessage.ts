/** The values of a message's arguments: text as is, numbers formatted for the locale. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** `{name}`, or `{name, plural, …}` whose branches may hold `{name}` arguments (one level: no plural in a plural). */
const ARGUMENT = /\{\s*(\w+)\s*(?:,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*))?\}/g;
const BRANCH = /(=?\w+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;

/**
 * Formats a catalogue message for a locale. A superset of `format()`: `{name}` is replaced by its value (a number
 * through `Intl.NumberFormat`), and ICU-style `{name, plural, =0 {…} one {# code} other {# codes}}` takes the exact
 * `=N` branch, else the branch `Intl.PluralRules` picks (zero, one, two, few, many, other), else `other`; `#` in it
 * is the number, formatted for the locale. Translations never build sentences by concatenation, so word order and
 * plural forms stay the translator's. An argument without a value is left as written. Values are plain text: the
 * result is rendered as text, never as HTML.
 */
export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  return message.replace(ARGUMENT, (match, name: string, branches?: string) => {
    const value = values[name];
    if (value === undefined) return match;
    if (branches === undefined) return typeof value === 'number' ? number(value) : value;
    const n = Number(value);
    const found: Record<string, string> = {};
    for (const [, key, text] of branches.matchAll(BRANCH)) found[key!] = text!;
    const branch = found[`=${n}`] ?? found[new Intl.PluralRules(locale).select(n)] ?? found.other ?? '';
    // `#` is the plural's own number; the branch's other arguments are formatted like the message's.
    return formatMessage(branch.replace(/#/g, number(n)), values, locale);
  });
}
