/** Chinese written in Traditional script: Simplified Chinese (zh-CN) is not offered in its place. */
const TRADITIONAL = /^zh-(.+-)?(hant|tw|hk|mo)(-|$)/;

/**
 * The catalogue for a visitor's preferred languages (BCP 47, best first, as `navigator.languages`), among
 * `available`. For each preference in turn: the tag itself, then the tag with its last subtag dropped while any is
 * left (`pt-BR-x-y` → `pt-BR` → `pt`), then any catalogue of the same language (`pt-PT` → `pt-BR`, `zh` and
 * `zh-Hans-CN` → `zh-CN`), so a Portuguese reader gets Portuguese before a second choice in another language.
 * Tags match case-insensitively with `_` read as `-`; `iw` is the old code of Hebrew. Nothing matches: `en`.
 */
export function resolveLocale(requested: readonly string[], available: readonly string[]): string {
  const tags = new Map(available.map((tag) => [tag.toLowerCase(), tag]));
  for (const wanted of requested) {
    const tag = wanted.toLowerCase().replace(/_/g, '-').replace(/^iw(?=-|$)/, 'he');
    for (let prefix = tag; prefix; prefix = prefix.replace(/-?[^-]*$/, '')) {
      const found = tags.get(prefix);
      if (found) return found;
    }
    if (TRADITIONAL.test(tag)) continue;
    const language = tag.split('-')[0];
    for (const [key, found] of tags) if (key.split('-')[0] === language) return found;
  }
  return 'en';
}
