/**
 * Chinese written in Traditional script, by its script or else its region (a script subtag decides: `zh-Hans-HK` is
 * Simplified): Simplified Chinese (zh-CN) is not offered in its place.
 */
const TRADITIONAL = /^zh-(?!hans(-|$))(.+-)?(hant|tw|hk|mo)(-|$)/;

/**
 * Language subtags read as another: the deprecated codes browsers still send (`iw` Hebrew, `in` Indonesian, `tl`
 * Tagalog, whose standard form is Filipino) and Norwegian, whose written Bokmål (`nb`) the catalogue is for `no` and
 * Nynorsk (`nn`) readers too.
 */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { iw: 'he', in: 'id', tl: 'fil', no: 'nb', nn: 'nb' };

/**
 * The catalogue a language's other variants read, before any of the same language: Traditional Chinese (`zh-HK`,
 * `zh-Hant-…`) reads `zh-TW`, other Chinese `zh-CN`; Portuguese alone and Brazil's read `pt-BR`, any other region
 * (Portugal's, Angola's…, whose parent in CLDR is `pt-PT`) `pt-PT` first.
 */
function preferredVariants(tag: string): string[] {
  if (tag === 'zh' || tag.startsWith('zh-')) return [TRADITIONAL.test(tag) ? 'zh-tw' : 'zh-cn'];
  if (tag.startsWith('pt-')) return ['pt-pt', 'pt-br'];
  if (tag === 'pt') return ['pt-br'];
  return [];
}

/**
 * RFC 5646 §4.4.1: 35 characters hold every subtag that can decide a match (language, extended language, script,
 * region, variant); a longer tag is truncated to whole subtags (§4.4.2), so a request header cannot make work grow.
 */
export const MAX_TAG_LENGTH = 35;

/** Preferences read, best first: a browser sends a handful, and later ones never decide when the first match. */
export const MAX_PREFERENCES = 20;

/**
 * The tag as matching reads it: lower case, `_` as `-`, its language aliased (`iw` as `he`), without the `;q=` weight of an Accept-Language
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
  const dash = tag.indexOf('-');
  const language = dash === -1 ? tag : tag.slice(0, dash);
  const alias = LANGUAGE_ALIASES[language];
  return alias ? alias + tag.slice(language.length) : tag;
}

/**
 * The catalogue for a visitor's preferred languages (BCP 47, best first, as `navigator.languages` or an
 * Accept-Language header's items), among `available`. For each preference in turn: the tag itself, then the tag with
 * its last subtag dropped while any is left (`pt-BR-x-y` → `pt-BR` → `pt`, `sr-Latn-RS` → `sr`), then the variant its
 * language prefers (`zh-HK` and `zh-Hant` → `zh-TW`, `zh` and `zh-SG` → `zh-CN`, `pt` → `pt-BR`, `pt-AO` → `pt-PT`),
 * then any catalogue of the same language, Traditional Chinese excepted (it never reads `zh-CN`); so a Portuguese
 * reader gets Portuguese before a second choice in another language. Tags match case-insensitively with `_` read as
 * `-`; `iw`, `in` and `tl` are the old codes of `he`, `id` and `fil`; `no` and `nn` read `nb`. Nothing matches: `en`.
 * Only the first `MAX_PREFERENCES` preferences and `MAX_TAG_LENGTH` characters of each are read, so the time taken
 * stays small whatever a visitor sends.
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
    for (const variant of preferredVariants(tag)) {
      const found = tags.get(variant);
      if (found) return found;
    }
    if (TRADITIONAL.test(tag)) continue;
    const language = tag.split('-')[0];
    for (const [key, found] of tags) if (key.split('-')[0] === language) return found;
  }
  return 'en';
}
