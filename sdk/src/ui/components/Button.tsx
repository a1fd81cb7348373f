import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** Shows a spinner and disables the button while a request is in flight (spec section 2). */
  loading?: boolean;
  icon?: ReactNode;
}

/** The widget's button: 45px high, primary or secondary colours from the theme. */
export function Button({ variant = 'primary', loading = false, icon, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`aw-button ${rest.className ?? ''}`.trim()}
      data-variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner /> : icon}
      <span>{children}</span>
    </button>
  );
}
