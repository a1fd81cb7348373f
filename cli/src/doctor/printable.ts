/**
 * Characters a terminal or a reader must never get raw from a value doctor did not write: the C0 controls (ESC
 * starts the escape sequences that clear a screen or move the cursor, CR and LF start a line over), DEL and the C1
 * controls (U+009B is a CSI that some terminals obey, as ESC [ is), the line and paragraph separators, and the
 * invisible and bidirectional formatting marks that can make a value read as something else (Trojan Source).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * The text with every character above written as an escape (`\n`, `\u001b`), so that what doctor prints stays on
 * the line it starts and shows what the settings file or the provider really holds. Doctor passes every text it did
 * not write itself through this on its way out (messages, fixes, titles, the JSON report's lines, stderr).
 */
export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
