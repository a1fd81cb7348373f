import { useState } from 'react';
import { TextInput, useWidget } from '../../kernel.ts';
import type { TextInputProps } from '../../components/TextInput.tsx';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'leading' | 'trailing' | 'label'> {
  label?: string;
}

/**
 * A required password field with a show/hide toggle. The toggle is a real button with a state
 * (`aria-pressed`), so keyboard and screen-reader users can use it too.
 */
export function PasswordInput({ label, ...rest }: PasswordInputProps) {
  const { t, interactive } = useWidget();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...rest}
      label={label ?? t('password.label')}
      type={visible ? 'text' : 'password'}
      required
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="aw-icon-button aw-password-toggle"
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          // In server markup not taken over yet it would do nothing when pressed: it waits, as the widget's buttons do.
          disabled={!interactive}
          onClick={() => setVisible((v) => !v)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {visible ? (
              <path
                fill="currentColor"
                d="M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7zM2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3 2 4.27zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2z"
              />
            ) : (
              <path
                fill="currentColor"
                d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5zM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5zm0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3z"
              />
            )}
          </svg>
        </button>
      }
    />
  );
}
