import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (ms since the epoch), never below 0. */
function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Seconds left of a countdown that starts at `seconds` when the screen first renders and starts again whenever
 * `restartKey` changes (a resent code). The value is read from the clock on every render, so a throttled
 * background tab shows the right time as soon as it renders again; a timer re-renders once a second.
 */
export function useCountdown(seconds: number, restartKey: number): number {
  const [start, setStart] = useState(() => ({ key: restartKey, deadline: Date.now() + seconds * 1000 }));
  let { deadline } = start;
  if (start.key !== restartKey) {
    // A restart: the new deadline is known during this render (React's pattern for state derived from a prop).
    deadline = Date.now() + seconds * 1000;
    setStart({ key: restartKey, deadline });
  }
  const [, setTick] = useState(0);

  useEffect(() => {
    if (secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsUntil(deadline) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return secondsUntil(deadline);
}
