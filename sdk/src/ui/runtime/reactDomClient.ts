/**
 * `react-dom/client` as the standalone builds see it (`scripts/standaloneRuntime.ts`): `createRoot` and `hydrateRoot`
 * over Preact's `render` and `hydrate`. The root options (React's error callbacks) are taken and ignored: Preact logs
 * no error an error boundary caught.
 */
import { hydrate, render, type ComponentChild } from 'preact';

/** Where a root renders: an element, or a shadow root. */
type Container = Element | DocumentFragment;
import { whileHydrating } from './hydration.ts';

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

function rootOn(container: Container, rendered: boolean): Root {
  return {
    render(children) {
      // As React's first render does, it replaces what the container held.
      if (!rendered) container.textContent = '';
      rendered = true;
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}

/** A root that renders into `container`, replacing its content. */
export function createRoot(container: Container, _options?: object): Root {
  return rootOn(container, false);
}

/** Takes over the server-rendered markup in `container`, keeping its nodes; returns the root to render again with. */
export function hydrateRoot(container: Container, children: ComponentChild, _options?: object): Root {
  whileHydrating(() => hydrate(children, container));
  return rootOn(container, true);
}
