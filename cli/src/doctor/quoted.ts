/**
 * Characters JSON.stringify leaves as they are but a terminal or a reader must not get raw: DEL and the C1 controls
 * (U+009B is a CSI that some terminals obey, as ESC [ is), the line and paragraph separators, and the invisible
 * and bidirectional formatting marks that can make a value read as something else (Trojan Source).
 */
const UNSAFE = /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A value from the settings file or the network, quoted for a doctor message: JSON string syntax, so C0 controls
 * and quotes are escaped, and the characters above as \uXXXX too. Never print such a value any other way.
 */
export function quoted(value: string): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
