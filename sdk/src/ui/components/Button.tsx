import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useWidget } from '../state/WidgetContext.tsx';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** Shows a spinner and disables the button while a request is in flight. */
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * The widget's button: 45px high, primary or secondary colours from the theme. In server markup not taken over yet
 * it is disabled (so a form's submit cannot send the page elsewhere), described as loading, and shows a spinner only
 * if the wait lasts (`data-waiting`, base CSS): the fields can be filled meanwhile. The login form's submit button is
 * the capture script's to enable meanwhile (`CAPTURE_SCRIPT`), when the page runs it.
 */
export function Button({ variant = 'primary', loading = false, icon, children, disabled, type = 'button', ...rest }: ButtonProps) {
  const { interactive, idPrefix } = useWidget();
  return (
    <button
      {...rest}
      type={type}
      className={`aw-button ${rest.className ?? ''}`.trim()}
      data-variant={variant}
      disabled={disabled || loading || !interactive}
      aria-busy={loading || undefined}
      data-waiting={interactive ? undefined : ''}
      aria-describedby={interactive ? rest['aria-describedby'] : `${idPrefix}-wait`}
      // A login form's capture script enables the button, or marks it busy, before the widget hydrates it.
      suppressHydrationWarning
    >
      {loading ? <Spinner /> : icon}
      <span>{children}</span>
    </button>
  );
}
