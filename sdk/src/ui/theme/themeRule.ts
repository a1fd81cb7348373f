import type { WidgetStyles } from '../config.ts';
import { themeVariables } from './themeVariables.ts';

/**
 * The CSS rule that themes one widget: its custom properties on the root whose `data-id-prefix` is `idPrefix`, for
 * the `<style>` the root renders (with the page's nonce). A rule rather than a `style` attribute, since a CSP without
 * 'unsafe-inline' drops the style attributes of markup. Nothing in it can end the rule or the element: the values
 * are `themeVariables`' (no `<`, `;`, braces, quotes or backslashes), and every character of the prefix but letters,
 * digits, `_` and `-` is written as a CSS escape.
 */
export function themeRule(idPrefix: string, styles?: WidgetStyles): string {
  const id = idPrefix.replace(/[^\w-]/gu, (char) => `\\${char.codePointAt(0)!.toString(16)} `);
  const declarations = Object.entries(themeVariables(styles)).map(([name, value]) => `${name}:${value}`);
  return `.aw-root[data-id-prefix="${id}"]{${declarations.join(';')}}`;
}
