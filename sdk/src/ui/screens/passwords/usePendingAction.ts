import { useState, type RefObject } from 'react';
import { errorText, useWidget } from '../../kernel.ts';

/**
 * One request at a time for a password screen's links and buttons: `pending` names the one running (`initial` for
 * a screen that starts one on arrival). A failure goes to `onError` and its text to `error`, for a banner, as it
 * belongs to no field; nothing is set once the screen is gone (`mounted`).
 */
export function usePendingAction<Kind extends string>(mounted: RefObject<boolean>, initial: Kind | null = null) {
  const { fail, t } = useWidget();
  const [pending, setPending] = useState<Kind | null>(initial);
  const [error, setError] = useState('');

  async function run(kind: Kind, action: () => Promise<void>) {
    setPending(kind);
    setError('');
    try {
      await action();
    } catch (failure) {
      fail(failure);
      if (mounted.current) setError(errorText(failure, t));
    }
    if (mounted.current) setPending(null);
  }

  return { pending, setPending, error, setError, run };
}
