/**
 * Text a theme value may not carry. Theme values become CSS custom properties, and a custom property takes any
 * token stream: `url(…)` there makes the browser fetch the URL as soon as a rule such as `background:
 * var(--aw-container-background)` uses it, and the other pieces (declaration ends, blocks, strings, escapes,
 * at-rules, comments, markup) have no place in a colour, a length or a font list. `\` is refused because CSS escapes
 * would spell the same functions in other letters.
 */
const FORBIDDEN: [pattern: RegExp, what: string][] = [
  // The functions that load a resource or run script (old IE), whatever their case; spaces before "(" included.
  [/(?:url|src|image-set|image|cross-fade|element|expression)\s*\(/i, 'a url()-like function'],
  [/@/, '@ (at-rules such as @import)'],
  [/;/, ';'],
  [/[{}]/, 'braces'],
  [/["'`]/, 'quotes'],
  [/\\/, 'a backslash'],
  [/[<>]/, '< or >'],
  // An unclosed comment swallows every later declaration of the same style attribute or rule.
  [/\/\*|\*\//, 'a CSS comment (/* or */)'],
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  [/[\u0000-\u001f\u007f]/, 'a control character'],
];

/**
 * What a theme value carries that CSS must not get from a host (see above), or null for a plain value. The widget's
 * mount functions refuse such a value, and `auth-widget doctor` reports it: both read this one rule, which is why it
 * lives outside the widget, free of React, and is exported by the headless entry.
 */
export function themeValueProblem(value: string): string | null {
  for (const [pattern, what] of FORBIDDEN) if (pattern.test(value)) return what;
  return null;
}
