import { useEffect, useRef } from 'react';

/**
 * A screen's heading. It takes focus when the screen appears, so keyboard and screen-reader users land on the
 * new screen instead of on a button that no longer exists.
 */
export function ScreenHeader({ text, autoFocus = true }: { text: string; autoFocus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  return (
    <h2 ref={ref} className="aw-header" tabIndex={-1}>
      {text}
    </h2>
  );
}
