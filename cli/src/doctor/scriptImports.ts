/** Longest specifier taken: a module path is short, and a runaway string in hostile code costs no more than this. */
const MAX_SPECIFIER = 2048;

/**
 * `import "x"`, `import("x")`, `from "x"` (also `export … from`): a keyword, then a quote, or a backtick (Rollup
 * writes a dynamic import's path as a template literal). Each optional part is followed by a character it cannot
 * start with, so a long run of spaces is tried once, never split.
 */
const KEYWORD_THEN_QUOTE = /\b(?:from\s*|import\s*(?:\(\s*)?)(["'`])/g;

/** What a browser fetches without an import map: a path, relative or absolute, or a URL. Bare names are left alone. */
const FETCHABLE = /^(?:\.{0,2}\/|https?:\/\/)/;

/**
 * The fetchable module specifiers (paths and URLs) a script names in its static imports, re-exports and dynamic
 * `import("…")` with a literal (a template literal without substitutions too), in the order they appear, each once.
 * It reads what bundlers and dev servers emit, minified or not, and is no parser: a specifier-looking string in a
 * comment counts too, which costs doctor one request at most. One forward pass: each
 * match is a keyword and a quote, and the closing quote is found with `indexOf`, so hostile code costs linear time.
 */
export function scriptImports(code: string): string[] {
  const found = new Set<string>();
  KEYWORD_THEN_QUOTE.lastIndex = 0;
  for (let match = KEYWORD_THEN_QUOTE.exec(code); match; match = KEYWORD_THEN_QUOTE.exec(code)) {
    const start = KEYWORD_THEN_QUOTE.lastIndex;
    const end = code.indexOf(match[1]!, start);
    if (end === -1) break;
    const specifier = code.slice(start, end);
    if (specifier.length > 0 && specifier.length <= MAX_SPECIFIER && !/[\s\\]|\$\{/.test(specifier) && FETCHABLE.test(specifier)) found.add(specifier);
    KEYWORD_THEN_QUOTE.lastIndex = end + 1;
  }
  return [...found];
}
