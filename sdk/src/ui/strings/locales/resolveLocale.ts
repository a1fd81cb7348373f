/** Chinese in Traditional script: only a Traditional catalogue (zh-TW) is offered for it, never a Simplified one. */
const TRADITIONAL = /^zh-(.+-)?(hant|tw|hk|mo)(-|$)/;

/**
 * RFC 5646 §4.4.1: 35 characters hold every subtag that can decide a match (language, extended language, script,
 * region, variant); a longer tag is truncated to whole subtags (§4.4.2), so a request header cannot make work grow.
 */
export const MAX_TAG_LENGTH = 35;

/** Preferences read, best first: a browser sends a handful, and later ones never decide when the first match. */
export const MAX_PREFERENCES = 20;

/**
 * The tag as matching reads it: lower case, `_` as `-`, `iw` as `he`, without the `;q=` weight of an Accept-Language
 * item, cut to whole subtags within `MAX_TAG_LENGTH` characters; null when even its first subtag is longer.
 */
function normalTag(wanted: string): string | null {
  // One character past the cap says whether the last subtag read is whole; nothing further is ever read.
  const head = wanted.trimStart().slice(0, MAX_TAG_LENGTH + 1);
  const weight = head.indexOf(';');
  let tag = (weight === -1 ? head : head.slice(0, weight)).trimEnd().toLowerCase().replace(/_/g, '-');
  if (tag.length > MAX_TAG_LENGTH) {
    const end = tag.lastIndexOf('-', MAX_TAG_LENGTH);
    if (end <= 0) return null;
    tag = tag.slice(0, end);
  }
  return tag.replace(/^iw(?=-|$)/, 'he');
}

/**
 * The catalogue for a visitor's preferred languages (BCP 47, best first, as `navigator.languages` or an
 * Accept-Language header's items), among `available`. For each preference in turn: the tag itself, then the tag with
 * its last subtag dropped while any is left (`pt-BR-x-y` → `pt-BR` → `pt`), then any catalogue of the same language
 * in the same script (`pt-PT` → `pt-BR`, `zh` and `zh-Hans-CN` → `zh-CN`, `zh-Hant` and `zh-HK` → `zh-TW`), so a
 * Portuguese reader gets Portuguese before a second choice in another language. Tags match case-insensitively with
 * `_` read as `-`; `iw` is the old code of Hebrew. Nothing matches: `en`. Only the first `MAX_PREFERENCES` preferences
 * and `MAX_TAG_LENGTH` characters of each are read, so the time taken stays small whatever a visitor sends.
 */
export function resolveLocale(requested: readonly string[], available: readonly string[]): string {
  const tags = new Map(available.map((tag) => [tag.toLowerCase(), tag]));
  for (const wanted of requested.slice(0, MAX_PREFERENCES)) {
    const tag = normalTag(wanted);
    if (!tag) continue;
    for (let prefix = tag; prefix; prefix = prefix.slice(0, Math.max(prefix.lastIndexOf('-'), 0))) {
      const found = tags.get(prefix);
      if (found) return found;
    }
    const traditional = TRADITIONAL.test(tag);
    const language = tag.split('-')[0];
    for (const [key, found] of tags) {
      if (key.split('-')[0] === language && TRADITIONAL.test(key) === traditional) return found;
    }
  }
  return 'en';
}
