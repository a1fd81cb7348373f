import { checkUsage, failUsage } from '../../client/core/usage.ts';
import { themeValueProblem } from '../../config/themeValueProblem.ts';

/**
 * Refuses, with a usage error before anything renders, styles that carry text which could load a resource or leave
 * its CSS value (`themeValueProblem`), naming each such field. Every string of the styles is checked, whatever its
 * group, so a field added to the theme later is covered too; the logo's URL is not a CSS value (the logo check
 * takes it). Values of the wrong type need no refusal here: `themeVariables` keeps only plain strings, and doctor
 * reports them.
 */
export function checkStyles(method: string, styles: unknown): void {
  if (styles === undefined) return;
  checkUsage(method, [['styles', styles, 'object']]);
  const lines: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      const problem = themeValueProblem(value);
      if (problem) lines.push(`${path} must be a plain CSS value: it contains ${problem}`);
    } else if (typeof value === 'object' && value !== null && path !== 'styles.logo') {
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    }
  };
  walk(styles, 'styles');
  failUsage(method, lines);
}
