import { LOCALES, type Locale } from '@auth-widget/sdk/locales';
import { nearest } from '../utils/nearest.ts';

/**
 * The shipped locale a `--locale` flag or the prompt names (case aside: `pt-br` is `pt-BR`), or why it is none: with
 * the nearest shipped tag on a typo, else the list.
 */
export function localeChoice(value: string): { locale: Locale; problem?: undefined } | { locale?: undefined; problem: string } {
  const typed = value.trim();
  const locale = LOCALES.find((tag) => tag.toLowerCase() === typed.toLowerCase());
  if (locale) return { locale };
  const suggestion = nearest(typed, LOCALES);
  const hint = suggestion ? ` Did you mean "${suggestion}"?` : ` Shipped locales: ${LOCALES.join(', ')}.`;
  return { problem: `The widget has no catalogue for locale ${JSON.stringify(typed)}.${hint}` };
}
