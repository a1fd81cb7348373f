import { checkUsage, failUsage } from '../../client/core/usage.ts';
import { themeValueProblem } from '../../config/themeValueProblem.ts';

/** The groups of spec section 3 "Theme" that hold CSS values. */
const GROUPS = ['container', 'colors', 'buttons', 'buttons.primary', 'buttons.secondary', 'inputs', 'typography'] as const;

const BUTTON_FIELDS = ['backgroundColor', 'textColor', 'borderColor', 'borderRadius'];

/** Every styles field that ends up in the widget's CSS (`themeVariables`). */
export const CSS_STYLE_FIELDS: readonly string[] = [
  ...['backgroundColor', 'borderColor', 'borderRadius', 'width'].map((f) => `container.${f}`),
  ...['primary', 'secondary', 'success', 'error'].map((f) => `colors.${f}`),
  ...BUTTON_FIELDS.map((f) => `buttons.primary.${f}`),
  ...BUTTON_FIELDS.map((f) => `buttons.secondary.${f}`),
  ...['backgroundColor', 'textColor', 'placeholderColor', 'borderColor', 'borderRadius'].map((f) => `inputs.${f}`),
  'fontFamily',
  'typography.fontSize',
  'typography.headerFontSize',
];

function at(styles: unknown, path: string): unknown {
  let value = styles;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Refuses, with a usage error before anything renders, styles whose CSS values are not strings or carry text that
 * could load a resource or leave the value (`themeValueProblem`). The mount functions call it, so a bad theme
 * fails loudly instead of making the visitor's browser fetch a URL.
 */
export function checkStyles(method: string, styles: unknown): void {
  if (styles === undefined) return;
  checkUsage(method, [['styles', styles, 'object']]);
  checkUsage(method, GROUPS.map((group) => [`styles.${group}`, at(styles, group), 'object', 'optional']));
  checkUsage(method, CSS_STYLE_FIELDS.map((field) => [`styles.${field}`, at(styles, field), 'string', 'optional']));
  const lines = CSS_STYLE_FIELDS.flatMap((field) => {
    const value = at(styles, field);
    const problem = typeof value === 'string' ? themeValueProblem(value) : null;
    return problem ? [`styles.${field} must be a plain CSS value: it contains ${problem}`] : [];
  });
  failUsage(method, lines);
}
