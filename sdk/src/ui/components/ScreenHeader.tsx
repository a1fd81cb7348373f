import { useLayoutEffect, useRef, useState } from 'react';
import { useWidget } from '../state/WidgetContext.tsx';

/**
 * A screen's heading. It takes focus when the screen appears, so keyboard and screen-reader users land on the
 * new screen instead of on a button that no longer exists. A heading of server markup did not appear: it was on the
 * page from the start, and the widget taking it over leaves the focus where the visitor put it (maybe in a field
 * they are filling). The focus moves before the screen is painted (a layout effect), so no keystroke falls between
 * the new screen showing and the focus reaching it.
 */
export function ScreenHeader({ text, autoFocus = true }: { text: string; autoFocus?: boolean }) {
  const { interactive } = useWidget();
  const ref = useRef<HTMLHeadingElement>(null);
  const [fromServerMarkup] = useState(!interactive);
  useLayoutEffect(() => {
    if (autoFocus && !fromServerMarkup) ref.current?.focus({ preventScroll: true });
  }, [autoFocus, fromServerMarkup]);
  return (
    <h2 ref={ref} className="aw-header" tabIndex={-1}>
      {text}
    </h2>
  );
}
