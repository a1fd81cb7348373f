import { useState } from 'react';
import { useWidget } from '../../state/WidgetContext.tsx';
import { loadedErrorText } from '../../strings/loadedErrorText.ts';

/**
 * The submit of a login form on Main: one request at a time, the button busy meanwhile; a failure
 * shows its text under the field and goes to `onError`. A `send` that succeeds leaves the form busy: the
 * widget is moving on to the next screen. `refuse` shows a validation message without sending anything.
 */
export function useFormSubmit() {
  const { fail, t } = useWidget();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(send: () => Promise<void>) {
    if (submitting) return;
    setError('');
    setSubmitting(true);
    try {
      await send();
    } catch (caught) {
      setError(await loadedErrorText(caught, t));
      setSubmitting(false);
      fail(caught);
    }
  }

  function refuse(message: string) {
    setError(message);
    setSubmitting(false);
  }

  return { error, submitting, submit, refuse };
}
