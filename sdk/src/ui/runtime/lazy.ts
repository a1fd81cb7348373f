import { createElement, type ComponentType } from 'preact';
import { useContext } from 'preact/hooks';
import { SuspenseWait } from './Suspense.ts';

/**
 * React's `lazy`: a component whose code `load` fetches on its first render, under a `Suspense` that shows its
 * fallback meanwhile. A thenable that calls back at once (an already-loaded part, `optionalPart`) renders in the same
 * pass, which a hydration needs; a failed load throws its error when the component renders again.
 */
export function lazy<P extends object>(load: () => PromiseLike<{ default: ComponentType<P> }>): ComponentType<P> {
  let loading: PromiseLike<unknown> | undefined;
  let loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  return function Lazy(props: P) {
    const wait = useContext(SuspenseWait);
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    if (failure) throw failure.error;
    if (loaded) return createElement(loaded, props);
    wait?.(loading);
    return null;
  };
}
