import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { isHydrating } from './hydration.ts';

/** True when the store no longer holds what a render read (a snapshot that throws counts as changed, as in React). */
function changed({ value, getSnapshot }: { value: unknown; getSnapshot: () => unknown }): boolean {
  try {
    return !Object.is(value, getSnapshot());
  } catch {
    return true;
  }
}

/**
 * React's `useSyncExternalStore`: the store's snapshot, and a new render whenever it changes. A hydration reads
 * `getServerSnapshot`, so it renders what the server did, then renders again if the browser's store differs; a change
 * between the render and the subscription is not missed (both effects check).
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const value = getServerSnapshot && isHydrating() ? getServerSnapshot() : getSnapshot();
  const [, setRenders] = useState(0);
  const read = useRef({ value: value as unknown, getSnapshot: getSnapshot as () => unknown });
  useLayoutEffect(() => {
    read.current = { value, getSnapshot };
    if (changed(read.current)) setRenders((count) => count + 1);
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    const check = () => {
      if (changed(read.current)) setRenders((count) => count + 1);
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
