import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that is true while the component is mounted. An answer that arrives after the user left the screen (back
 * arrow) must not move the widget to another screen or set state.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
