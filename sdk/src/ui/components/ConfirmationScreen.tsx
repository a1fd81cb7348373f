import type { ReactNode } from 'react';
import type { StringKey } from '../strings/index.ts';
import { useWidget } from '../state/WidgetContext.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

/**
 * The screen a finished sign-in ends on (OTP, Crypto, Passkey and Password Confirmation): a success
 * mark, the header, which takes focus, and an optional line under it. `className` names the screen group.
 */
export function confirmationScreen(className: string, header: StringKey, text?: StringKey): () => ReactNode {
  return function ConfirmationScreen() {
    const { t } = useWidget();
    return (
      <div className={`aw-screen ${className}`}>
        <div className="aw-success-mark" aria-hidden="true">
          <svg width="48" height="48" viewBox="0 0 24 24" focusable="false">
            <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z" />
          </svg>
        </div>
        <ScreenHeader text={t(header)} />
        {text ? <p className="aw-text aw-center">{t(text)}</p> : null}
      </div>
    );
  };
}
