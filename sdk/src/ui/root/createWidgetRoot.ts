import { createStore } from 'jotai/vanilla';
import { installStyles } from '../theme/installStyles.ts';

/** The jotai store of one widget. */
export type WidgetStore = ReturnType<typeof createStore>;

/** Sets a fresh store's first state (the reset token, the first screen). */
export type PrepareStore = (store: WidgetStore) => void;

/** What a widget renders with: its own store, and the node to render into, its stylesheet installed. */
export interface WidgetRoot {
  store: WidgetStore;
  container: Element;
}

export interface WidgetRootOptions {
  /** Renders inside an open shadow root of `element` (`config.enableShadowDOM`). */
  shadow: boolean;
  /** A CSP nonce for the widget's style tag. */
  nonce: string | undefined;
  prepare?: PrepareStore;
}

/**
 * A store for one widget, with its first state. Each widget has its own, never the host page's default store, so two
 * widgets on a page (or the host's own jotai atoms) never share state.
 */
export function createWidgetStore(prepare?: PrepareStore): WidgetStore {
  const store = createStore();
  prepare?.(store);
  return store;
}

/**
 * Installs the widget's stylesheet and returns the node to render into: the element itself, with the stylesheet in
 * the page's head; or, with Shadow DOM, a container inside the element's open shadow root, which then holds its own
 * stylesheet since page styles do not reach into it. Calling it again on the same element reuses the root, the
 * container and the stylesheet.
 */
export function widgetContainer(element: Element, { shadow, nonce }: Pick<WidgetRootOptions, 'shadow' | 'nonce'>): Element {
  if (!shadow) {
    installStyles(document, nonce);
    return element;
  }
  const shadowRoot = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  installStyles(shadowRoot, nonce);
  const container = shadowRoot.querySelector('[data-auth-widget-root]') ?? shadowRoot.appendChild(document.createElement('div'));
  container.setAttribute('data-auth-widget-root', '');
  return container;
}

/**
 * The root of a widget on `element`: a fresh store, and the stylesheet and container of `widgetContainer`. The mount
 * functions create the whole root at once; the React components create the same two parts at the moments React
 * allows (the store while rendering, the shadow root once their element exists).
 */
export function createWidgetRoot(element: Element, options: WidgetRootOptions): WidgetRoot {
  return { store: createWidgetStore(options.prepare), container: widgetContainer(element, options) };
}
