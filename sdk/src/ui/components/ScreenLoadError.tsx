import { useEffect } from 'react';
import type { AuthError } from '../../client/core/AuthError.ts';
import { errorText } from '../strings/errorText.ts';
import { useWidget } from '../state/WidgetContext.tsx';
import { ScreenError } from './ScreenError.tsx';

/**
 * Shown instead of a screen whose code could not be loaded: the network error, reported once to `onError`, and
 * "Try again", which loads it again.
 */
export function ScreenLoadError({ error, onRetry }: { error: AuthError; onRetry: () => void }) {
  const { t, fail } = useWidget();
  useEffect(() => {
    fail(error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once per failed load: `fail` changes with the context, the error does not.
  }, [error]);
  return <ScreenError text={errorText(error, t)} action={t('common.retry')} onAction={onRetry} />;
}
