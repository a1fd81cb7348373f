import { MAX_PREFERENCES, MAX_TAG_LENGTH } from './resolveLocale.ts';

/**
 * Characters of a header read: room for `MAX_PREFERENCES` items of the longest tag with a weight (`;q=0.123, `).
 * Browsers send well under 100; anything past this could not change the choice.
 */
export const MAX_ACCEPT_LANGUAGE_LENGTH = MAX_PREFERENCES * (MAX_TAG_LENGTH + 10);

/** The weight of an item's parameters (`q=0.8`, RFC 9110 §12.4.2), 1 without one, NaN when malformed. */
function weightOf(parameters: string): number {
  const match = /^\s*;\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(parameters);
  return parameters === '' ? 1 : match ? Number(match[1]) : Number.NaN;
}

/**
 * The language tags of an Accept-Language header (RFC 9110 §12.5.4), best first: items in order of their `q`
 * weight, equal weights in the header's order, without those of weight 0, malformed ones or `*`. For a server that
 * renders the widget in the visitor's language: `resolveLocale(acceptLanguage(header), LOCALES)`. The header is read
 * once and only its first `MAX_ACCEPT_LANGUAGE_LENGTH` characters (whole items), so its size costs nothing.
 */
export function acceptLanguage(header: string): string[] {
  let text = header;
  if (text.length > MAX_ACCEPT_LANGUAGE_LENGTH) text = text.slice(0, Math.max(text.lastIndexOf(',', MAX_ACCEPT_LANGUAGE_LENGTH), 0));
  const items: { tag: string; q: number }[] = [];
  for (const item of text.split(',')) {
    const semicolon = item.indexOf(';');
    const tag = (semicolon === -1 ? item : item.slice(0, semicolon)).trim();
    const q = weightOf(semicolon === -1 ? '' : item.slice(semicolon));
    if (tag !== '' && tag !== '*' && q > 0) items.push({ tag, q });
    if (items.length === MAX_PREFERENCES) break;
  }
  // Array.prototype.sort is stable: equal weights keep the header's order.
  return items.sort((a, b) => b.q - a.q).map((item) => item.tag);
}
