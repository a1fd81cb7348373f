import { render, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import type { AuthClient } from '../../src/client/createAuthClient.ts';
import type { WidgetConfig, WidgetEvent, WidgetStyles } from '../../src/ui/config.ts';
import { resolveStrings, type StringsOverride } from '../../src/ui/strings/index.ts';
import { Widget } from '../../src/ui/Widget.tsx';
import type { WidgetEntry } from '../../src/ui/state/WidgetContext.tsx';

type Store = ReturnType<typeof createStore>;

export interface RenderWidgetOptions {
  /** Sets the fresh store's first state (a first screen, form state) before the first render. */
  prepare?: (store: Store) => void;
  /** The mount entry the widget stands for; `login` by default. */
  entry?: WidgetEntry;
  styles?: WidgetStyles;
  strings?: StringsOverride;
  /** The `locale` option. */
  locale?: string;
  /** Where to render, such as a node in a shadow root (`enableShadowDOM`); a new element of the body by default. */
  container?: Element;
}

/**
 * The widget tests' one render helper: the real widget root with a fresh store, as a mount function renders it,
 * recording what reaches the host's callbacks.
 */
export function renderWidget(client: AuthClient, config: WidgetConfig, options: RenderWidgetOptions = {}) {
  const store = createStore();
  options.prepare?.(store);
  const events: WidgetEvent[] = [];
  const successes: unknown[] = [];
  const errors: unknown[] = [];
  const view = render(
    <Widget
      entry={options.entry ?? 'login'}
      client={client}
      config={config}
      styles={options.styles ?? {}}
      callbacks={{ onEvent: (event) => events.push(event), onSuccess: (r) => successes.push(r), onError: (e) => errors.push(e) }}
      strings={resolveStrings(options.strings)}
      locale={options.locale}
      store={store}
    />,
    options.container ? { container: options.container } : {},
  );
  return { ...view, store, events, successes, errors, eventTypes: () => events.map((e) => e.type) };
}

/**
 * `renderWidget` for a widget that starts on a lazily loaded screen: resolves once that screen has replaced the
 * Loading fallback (at once when its group is loaded already).
 */
export async function renderScreen(client: AuthClient, config: WidgetConfig, options: RenderWidgetOptions = {}) {
  const view = renderWidget(client, config, options);
  await waitFor(() => {
    if (view.container.querySelector('.aw-loading')) throw new Error('the screen is still loading');
  });
  return view;
}
