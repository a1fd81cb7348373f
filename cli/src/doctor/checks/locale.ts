import { LOCALES, MAX_TAG_LENGTH, PSEUDO_LOCALES, resolveLocale } from '@auth-widget/sdk/locales';
import { quoted } from '../quoted.ts';
import { fail, pass, warn, type Check } from '../types.ts';

/** A BCP 47 language tag's shape: a 2-3 letter (or 4-8 letter registered) language, then subtags of 1-8 letters/digits. */
const TAG = /^[a-z]{2,8}(?:[-_][a-z0-9]{1,8})*$/i;

/**
 * The settings' `locale` (the widget's `locale` option): a shipped locale passes; another well-formed tag warns with
 * the catalogue the widget's fallback chain will use for it (`pt` → `pt-BR`, `en-AU` → `en`); anything else
 * fails. Without one the widget follows the browser's languages, which is fine.
 */
export const locale: Check = {
  id: 'locale',
  title: 'Locale',
  run({ site }) {
    const value = site.locale;
    const list = LOCALES.join(', ');
    if (value === undefined) return pass("No locale set: the widget follows the visitor's browser languages.");
    let canonical: string | null = null;
    try {
      if (typeof value === 'string' && TAG.test(value)) canonical = Intl.getCanonicalLocales(value.replace(/_/g, '-'))[0] ?? null;
    } catch {
      canonical = null;
    }
    if (!canonical) {
      return fail(`locale ${JSON.stringify(value)} is not a BCP 47 language tag.`, `Use a tag such as "de" or "pt-BR"; the widget ships ${list}.`);
    }
    const used = resolveLocale([String(value)], LOCALES);
    const shown = used === 'en' ? 'English (en)' : `"${used}"`;
    if (String(value).length > MAX_TAG_LENGTH) {
      return warn(
        `locale ${quoted(String(value).slice(0, MAX_TAG_LENGTH))}… is ${String(value).length} characters long: the widget reads only the whole subtags within its first ${MAX_TAG_LENGTH} (the length RFC 5646 asks every reader to handle), and will show ${shown}.`,
        `Set locale to "${used}", or to another shipped locale: ${list}.`,
      );
    }
    if ((LOCALES as readonly string[]).includes(String(value))) return pass(`locale "${String(value)}" is shipped.`);
    if ((PSEUDO_LOCALES as readonly string[]).includes(String(value))) {
      return warn(
        `locale "${String(value)}" is a pseudo-locale, for testing a page's layout (${PSEUDO_LOCALES.join(' accented and longer, ')} right to left): visitors would read it.`,
        `Remove locale, or set a shipped locale before going live: ${list}.`,
      );
    }
    return warn(
      `locale "${String(value)}" has no catalogue of its own: the widget will show ${shown}.`,
      `Set locale to "${used}" to say so, or to another shipped locale: ${list}.`,
    );
  },
};
