import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { LinkifiedText } from './LinkifiedText.tsx';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the input and linked to it with aria-describedby. */
  error?: string;
  /** Hides the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  /** Drawn before the input in its row (the phone field's country selector). */
  leading?: ReactNode;
  trailing?: ReactNode;
}

/** A labelled input with its error text under it. */
export function TextInput({ label, error, hideLabel, leading, trailing, id, ...rest }: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? `aw-input-${autoId}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="aw-field">
      <label className={hideLabel ? 'aw-sr-only' : 'aw-label'} htmlFor={inputId}>
        {label}
      </label>
      <div className="aw-row">
        {leading}
        <input
          {...rest}
          id={inputId}
          className="aw-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : rest['aria-describedby']}
          // A login form's capture script disables its fields while it holds a submit, before the widget hydrates them.
          suppressHydrationWarning
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="aw-field-error" role="alert">
          <LinkifiedText text={error} />
        </p>
      ) : null}
    </div>
  );
}
