import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A part of the widget whose code is fetched on its first render, for a part the widget can do without (the toasts,
 * the watermark, the reCAPTCHA notice): a failed fetch renders nothing there rather than taking the widget down.
 */
export function optionalPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  const nothing: ComponentType<P> = () => null;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing }),
    ),
  );
}
