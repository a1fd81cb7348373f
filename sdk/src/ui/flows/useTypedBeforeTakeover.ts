import { useLayoutEffect } from 'react';
import { useWidget } from '../state/WidgetContext.tsx';

/**
 * Starts a form's field with what the visitor typed into the same field (by `name`) of the server's markup before the
 * widget took it over. It is read as the takeover commits, before the browser paints and before another keystroke
 * can land, so nothing typed between the server's page and the widget is lost, and a submit sends it.
 */
export function useTypedBeforeTakeover(name: string, set: (value: string) => void): void {
  const { interactive, serverMarkup } = useWidget();
  useLayoutEffect(() => {
    const typed = interactive ? '' : serverMarkup()?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
    if (typed) set(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once, in the render that takes the markup over.
  }, []);
}
