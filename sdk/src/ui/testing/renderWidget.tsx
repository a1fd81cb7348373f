import { render } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import type { AuthClient } from '../../client/createAuthClient.ts';
import type { WidgetConfig, WidgetEvent } from '../config.ts';
import { resolveStrings } from '../strings/index.ts';
import { Widget } from '../Widget.tsx';
import type { WidgetEntry } from '../WidgetContext.tsx';

type Store = ReturnType<typeof createStore>;

/**
 * Renders the real widget root with a fresh store, prepared by `prepare` (a first screen, form state), and
 * records what reaches the host's callbacks. A test helper for the crypto, passkey and React binding tests.
 */
export function renderWidget(
  client: AuthClient,
  config: WidgetConfig,
  prepare?: (store: Store) => void,
  entry: WidgetEntry = 'login',
) {
  const store = createStore();
  prepare?.(store);
  const events: WidgetEvent[] = [];
  const successes: unknown[] = [];
  const errors: unknown[] = [];
  const view = render(
    <Widget
      entry={entry}
      client={client}
      config={config}
      styles={{}}
      callbacks={{ onEvent: (event) => events.push(event), onSuccess: (r) => successes.push(r), onError: (e) => errors.push(e) }}
      strings={resolveStrings()}
      store={store}
    />,
  );
  return { ...view, store, events, successes, errors, eventTypes: () => events.map((e) => e.type) };
}
