import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce } from '../client/core/loadOnce.ts';

/** A lazily loaded part that can also be loaded ahead of its first render. */
export type OptionalPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the part's code now (once); resolves when it can render without suspending. */
  preload(): Promise<unknown>;
  /** True once the code is there: a render then shows the part at once, with no Suspense fallback. */
  loaded(): boolean;
};

/**
 * An already-settled value as a thenable that calls back at once: `lazy` reads it synchronously, so a part whose
 * code has loaded renders in the same pass. A server render (which cannot wait inside `renderToString`) and a
 * hydration (which must produce the server's markup, not a fallback) both need that.
 */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

/**
 * A part of the widget whose code is fetched on its first render, for a part the widget can do without (the toasts,
 * the watermark, the reCAPTCHA notice): a failed fetch renders nothing there rather than taking the widget down.
 * `preload` fetches it ahead of that render; once loaded, it renders without suspending.
 */
export function optionalPart<P extends object>(load: () => Promise<ComponentType<P>>): OptionalPart<P> {
  const nothing: ComponentType<P> = () => null;
  let component: ComponentType<P> | undefined;
  // A failed fetch settles as `nothing`, so it is never forgotten: the part stays away rather than fetched again.
  const preload = loadOnce(() =>
    load().then(
      (loaded) => (component = loaded),
      () => (component = nothing),
    ),
  );
  const part = lazy(() => (component ? settled({ default: component }) : preload().then((loaded) => ({ default: loaded }))) as Promise<{
    default: ComponentType<P>;
  }>);
  return Object.assign(part, { preload, loaded: () => component !== undefined });
}
