import { useEffect, useRef } from 'react';

/**
 * Runs a screen's task once per mount of the screen, even under React's StrictMode double effects (a wallet
 * prompt must not open twice). The task gets `isLive()`: false once the visitor has left the screen, so a late
 * answer does not move a widget that is already elsewhere.
 */
export function useRunOnce(task: (isLive: () => boolean) => Promise<void>): void {
  const started = useRef(false);
  const live = useRef(true);
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    live.current = true;
    if (!started.current) {
      started.current = true;
      void latest.current(() => live.current);
    }
    return () => {
      live.current = false;
    };
  }, []);
}
