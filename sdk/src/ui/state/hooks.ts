import { useCallback, useSyncExternalStore } from 'react';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import { useWidget } from './WidgetContext.tsx';

/*
 * jotai's `useAtomValue`, `useSetAtom` and `useAtom`, over the widget's own store (the one in the widget context,
 * never the host page's default store). The widget's atoms hold plain synchronous values, so `useSyncExternalStore`
 * is all these need; `jotai/react`, made for async atoms and store scopes too, would add 2 KB to the first load.
 */

/** The value of an atom in the widget's store; the component re-renders when it changes. */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const { store } = useWidget();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = () => store.get(atom);
  // A server renders, and a hydration reads, the same fresh store's values.
  return useSyncExternalStore(subscribe, read, read);
}

/** The setter of an atom in the widget's store (the same function on every render). */
export function useSetAtom<Args extends unknown[], Result>(atom: WritableAtom<unknown, Args, Result>): (...args: Args) => Result {
  const { store } = useWidget();
  return useCallback((...args: Args) => store.set(atom, ...args), [store, atom]);
}

/** The value and the setter of an atom in the widget's store. */
export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
