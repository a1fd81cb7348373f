/**
 * The directives of a Content-Security-Policy header value, split the way browsers split it (CSP3 "parse a serialized
 * CSP list"): policies on ",", directives on ";", words on ASCII whitespace. The value comes from a flag, a settings
 * file or a site doctor fetched, so this is one pass of plain string scanning, no regular expressions: a long or
 * hostile policy costs linear time.
 */

/** ASCII whitespace as CSP splits on it (Infra): tab, line feed, form feed, carriage return, space. */
export function isCspSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

/** The directive of text[start, end) as [name, words], or null when it is not one of `wanted`. */
function directiveOf(text: string, start: number, end: number, wanted: ReadonlySet<string>, longest: number): [string, string[]] | null {
  let i = start;
  while (i < end && isCspSpace(text.charCodeAt(i))) i += 1;
  const from = i;
  while (i < end && !isCspSpace(text.charCodeAt(i))) i += 1;
  // A name longer than every wanted one is skipped without copying it.
  if (i === from || i - from > longest) return null;
  const name = text.slice(from, i).toLowerCase();
  if (!wanted.has(name)) return null;
  const words: string[] = [];
  while (i < end) {
    while (i < end && isCspSpace(text.charCodeAt(i))) i += 1;
    const wordFrom = i;
    while (i < end && !isCspSpace(text.charCodeAt(i))) i += 1;
    if (i > wordFrom) words.push(text.slice(wordFrom, i));
  }
  return [name, words];
}

/**
 * Each policy of the header value as a map from directive name (lower case) to its words, keeping only the `wanted`
 * directives (names in lower case). A repeated directive is ignored, as browsers ignore it.
 */
export function cspDirectives(header: string, wanted: ReadonlySet<string>): Map<string, string[]>[] {
  let longest = 0;
  for (const name of wanted) longest = Math.max(longest, name.length);
  const policies: Map<string, string[]>[] = [];
  let policy = new Map<string, string[]>();
  let from = 0;
  for (let i = 0; i <= header.length; i += 1) {
    const code = i < header.length ? header.charCodeAt(i) : 0x2c;
    if (code !== 0x3b && code !== 0x2c) continue;
    const directive = directiveOf(header, from, i, wanted, longest);
    if (directive && !policy.has(directive[0])) policy.set(directive[0], directive[1]);
    from = i + 1;
    if (code === 0x2c) {
      policies.push(policy);
      policy = new Map();
    }
  }
  return policies;
}
