import { checkUsage, failUsage } from '../../client/core/usage.ts';
import { MAX_STYLES_DEPTH } from '../../config/maxStylesDepth.ts';
import { themeValueProblem } from '../../config/themeValueProblem.ts';

/**
 * Refuses, with a usage error before anything renders, styles that carry text which could load a resource or leave
 * its CSS value (`themeValueProblem`), naming each such field. Every string of the styles is checked, whatever its
 * group, so a field added to the theme later is covered too; the logo's URL is not a CSS value (the logo check
 * takes it). Values of the wrong type need no refusal here: `themeVariables` keeps only plain strings, and doctor
 * reports them. An object deeper than any styles field is refused by its path, and not walked into.
 */
export function checkStyles(method: string, styles: unknown): void {
  if (styles === undefined) return;
  checkUsage(method, [['styles', styles, 'object']]);
  const lines: string[] = [];
  const walk = (value: unknown, path: string, depth: number): void => {
    if (typeof value === 'string') {
      const problem = themeValueProblem(value);
      if (problem) lines.push(`${path} must be a plain CSS value: it contains ${problem}`);
    } else if (typeof value === 'object' && value !== null && path !== 'styles.logo') {
      if (depth === MAX_STYLES_DEPTH) lines.push(`${path} must not be an object: no styles field lies deeper than styles.buttons.primary.backgroundColor`);
      else for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, depth + 1);
    }
  };
  walk(styles, 'styles', 0);
  failUsage(method, lines);
}
