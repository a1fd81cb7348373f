import type { WidgetStyles } from '../config.ts';
import { DEFAULT_THEME } from './defaults.ts';
import { themeValueProblem } from '../../config/themeValueProblem.ts';

/** A group of the host's styles with only its plain string values (see `themeVariables`). */
function plain<T extends object>(group: T | undefined): Partial<T> {
  if (typeof group !== 'object' || group === null) return {};
  return Object.fromEntries(
    Object.entries(group).filter(([, v]) => typeof v === 'string' && themeValueProblem(v) === null),
  ) as Partial<T>;
}

/**
 * The widget's CSS custom properties for a host's styles, defaults from `defaults.ts`, for the rule of `themeRule`.
 * A value with anything `themeValueProblem` names (`url(…)`, which the browser would fetch where a rule uses it, or
 * text that could end the declaration, the rule or the `<style>` element) is dropped for the default: the mount
 * functions and the React components refuse such values (`checkStyles`), and this keeps out any that reach here
 * another way.
 */
export function themeVariables(styles: WidgetStyles = {}): Record<string, string> {
  const top = plain<Pick<WidgetStyles, 'fontFamily'>>({ fontFamily: styles.fontFamily });
  const colors = plain(styles.colors);
  const container = plain(styles.container);
  const primaryButton = plain(styles.buttons?.primary);
  const secondaryButton = plain(styles.buttons?.secondary);
  const inputs = plain(styles.inputs);
  const typography = plain(styles.typography);
  const primary = colors.primary ?? DEFAULT_THEME.primary;
  const secondary = colors.secondary ?? DEFAULT_THEME.secondary;
  const radius = container.borderRadius ?? DEFAULT_THEME.borderRadius;
  return {
    '--aw-primary': primary,
    '--aw-secondary': secondary,
    '--aw-success': colors.success ?? DEFAULT_THEME.success,
    '--aw-error': colors.error ?? DEFAULT_THEME.error,
    '--aw-font-family': top.fontFamily ?? DEFAULT_THEME.fontFamily,
    '--aw-font-size': typography.fontSize ?? '16px',
    '--aw-header-font-size': typography.headerFontSize ?? '24px',
    '--aw-container-width': container.width ?? DEFAULT_THEME.width,
    '--aw-container-background': container.backgroundColor ?? '#FFFFFF',
    '--aw-container-border': container.borderColor ?? '#ADBCC5',
    '--aw-container-radius': radius,
    '--aw-button-primary-background': primaryButton.backgroundColor ?? primary,
    '--aw-button-primary-text': primaryButton.textColor ?? '#FFFFFF',
    '--aw-button-primary-border': primaryButton.borderColor ?? primaryButton.backgroundColor ?? primary,
    '--aw-button-primary-radius': primaryButton.borderRadius ?? '4px',
    '--aw-button-secondary-background': secondaryButton.backgroundColor ?? '#FFFFFF',
    '--aw-button-secondary-text': secondaryButton.textColor ?? primary,
    '--aw-button-secondary-border': secondaryButton.borderColor ?? primary,
    '--aw-button-secondary-radius': secondaryButton.borderRadius ?? '4px',
    '--aw-input-background': inputs.backgroundColor ?? '#FFFFFF',
    '--aw-input-text': inputs.textColor ?? primary,
    '--aw-input-placeholder': inputs.placeholderColor ?? secondary,
    '--aw-input-border': inputs.borderColor ?? secondary,
    '--aw-input-radius': inputs.borderRadius ?? '4px',
  };
}
